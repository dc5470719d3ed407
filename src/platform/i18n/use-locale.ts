import { useLingui } from '@lingui/react';
import { isLocale, DEFAULT_LOCALE, type Locale } from './locale-cookie';

/** The active locale, typed. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
