/** Language setting (docs/spec-notes.md §2, §9): one of the app's languages (#contract/languages.ts); the choice lives in the locale cookie. */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { languageName } from '#contract/language-names.ts';
import { LANGUAGE_CODES } from '#contract/languages.ts';
import { chooseLocale, useLocale } from '@/platform/i18n/i18n';
import { useSession } from '@/platform/session/session-store';
import { PageHeader } from '@/platform/ui/page-header';
import { saveAccountLanguage } from './api';
import { followLanguage } from '@/domain/notifications/push';
import { useMenuMessages } from '@/platform/i18n/menu-messages';

export function LanguageSetting() {
  useMenuMessages();
  const { t } = useLingui();
  const locale = useLocale();
  const [saved, setSaved] = useState(false);
  const loggedIn = useSession().user !== null;
  return (
    <main className="page">
      <PageHeader title={t`Language setting`} back />
      <div className="page__body">
        <fieldset className="choice-list">
          <legend className="choice-list__legend">{t`App language`}</legend>
          {LANGUAGE_CODES.map((choice) => (
            <label key={choice} className="choice-list__item" lang={choice}>
              <input
                type="radio"
                name="locale"
                value={choice}
                checked={locale === choice}
                onChange={() => {
                  void chooseLocale(choice).then(() => setSaved(true));
                  // The app's own texts follow the cookie (and Accept-Language); the account's
                  // language is what the server writes SMS in. Offline, the next change saves it.
                  if (loggedIn) saveAccountLanguage(choice).catch((error: unknown) => console.error('saving the account language failed', error));
                  // This device's notifications are written in the app language too (decision 065).
                  if (loggedIn) followLanguage(choice).catch((error: unknown) => console.warn('the notifications did not follow the language', error));
                }}
              />
              <span className="choice-list__primary">{languageName(choice)}</span>
            </label>
          ))}
        </fieldset>
        <p className="muted" role="status">
          {saved ? t`The app language has been changed.` : ''}
        </p>
      </div>
    </main>
  );
}
