/**
 * What a screen says in place of a step this server does not offer (issue 31: IDENTITY_PROVIDER=none,
 * BANK_CERT_PROVIDER=none): who does it instead, so the person is never left at a dead end.
 */
import { useLingui } from '@lingui/react/macro';
import { NoticeScreen } from '@/platform/ui/notice-screen';

export type NotOffered = 'join' | 'changePhone' | 'bankCert';

export function NotOfferedNotice({ step }: { step: NotOffered }) {
  const { t } = useLingui();
  const texts: Record<NotOffered, { title: string; body: string }> = {
    join: {
      title: t`Sign up at your site office`,
      body: t`Accounts are opened by the site office. Bring your ID card and ask them to register you.`,
    },
    changePhone: {
      title: t`Change your number at the site office`,
      body: t`Your phone number is changed by the site office. Bring your ID card and the phone with the new number: they text a code to it.`,
    },
    bankCert: {
      title: t`No bank certificate login here`,
      body: t`This app does not offer the bank certificate login. Log in with your phone number and password.`,
    },
  };
  return <NoticeScreen title={texts[step].title} body={texts[step].body} />;
}
