import { useLingui } from '@lingui/react/macro';
import { activateLocale } from '@/platform/i18n/i18n';
import { useLocale } from '@/platform/i18n/use-locale';

/** A compact 한국어 / English switch for screens before login, where the language menu is out of reach. */
export function LanguageToggle() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <div className="lang-toggle" role="group" aria-label={t`Language`}>
      <button type="button" lang="ko" aria-pressed={locale === 'ko'} onClick={() => void activateLocale('ko')}>
        한국어
      </button>
      <button type="button" lang="en" aria-pressed={locale === 'en'} onClick={() => void activateLocale('en')}>
        English
      </button>
    </div>
  );
}
