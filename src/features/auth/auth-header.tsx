import { useLingui } from '@lingui/react/macro';
import { LanguageToggle } from '@/platform/ui/language-toggle';

/** The top of the login screens: the app's name, the language switch and the screen's title. */
export function AuthHeader({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <>
      <div className="auth-top">
        <p className="brand">{t`WFM Attendance`}</p>
        <LanguageToggle />
      </div>
      <h1 className="auth-title">{title}</h1>
    </>
  );
}
