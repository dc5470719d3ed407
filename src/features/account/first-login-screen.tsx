/**
 * /firstLogin (issue 33, decision 079): a person the site office registered sets their first
 * password: their mobile number and birth date, the code texted to that number, the password and
 * the agreements a sign-up gives. The text the office sent names this page; the login links to it.
 */
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/platform/ui/page-header';
import { useAccountMessages } from '@/platform/i18n/account-messages';
import { TextedCodePassword } from './texted-code-password';
import './account.css';

export function FirstLoginScreen() {
  useAccountMessages();
  const { t } = useLingui();
  return (
    <main className="page">
      <PageHeader title={t`First login`} back />
      <div className="page__body">
        <TextedCodePassword purpose="firstPassword" />
      </div>
    </main>
  );
}
