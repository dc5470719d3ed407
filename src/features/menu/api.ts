/** The menu's calls: the account language, so texts the server sends (SMS) follow the app's language. */
import { api } from '@/shared/api/client';
import type { Locale } from '@/shared/i18n/locale-cookie';

export async function saveAccountLanguage(language: Locale): Promise<void> {
  await api.put('account/language', { json: { language } });
}
