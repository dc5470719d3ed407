/**
 * The certificate screens' own catalog (decision 013): their texts load with the screens, so the
 * shell's catalog and route tree stay small. Each screen calls useCertificateMessages() first.
 */
import { featureMessagesHook } from '@/platform/i18n/feature-messages';
import type { CatalogModule } from '@/platform/i18n/i18n';

export const useCertificateMessages = featureMessagesHook(import.meta.glob<CatalogModule>('./*/certificates.po', { base: '../../locales' }));
