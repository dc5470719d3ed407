import { useLingui } from '@lingui/react/macro';
import { languageName } from '#contract/language-names.ts';
import { LANGUAGE_CODES } from '#contract/languages.ts';
import { chooseLocale, useLocale } from '@/platform/i18n/i18n';

/**
 * A compact switch of the app's languages for screens before login, where the language menu is out of
 * reach. Each name is written in its own language, so a worker finds theirs without reading the others.
 */
export function LanguageToggle() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <div className="lang-toggle" role="group" aria-label={t`Language`}>
      {LANGUAGE_CODES.map((language) => (
        <button key={language} type="button" lang={language} aria-pressed={locale === language} onClick={() => void chooseLocale(language)}>
          {languageName(language)}
        </button>
      ))}
    </div>
  );
}
