/** The menu's calls: the account language, so texts the server sends (SMS) follow the app's language. */
import { api } from '@/platform/api/client';
import type { LanguageRequest } from '#contract/api-accounts.ts';
import type { Locale } from '@/platform/i18n/locale-cookie';

export async function saveAccountLanguage(language: Locale): Promise<void> {
  await api.put('account/language', { json: { language } satisfies LanguageRequest });
}
