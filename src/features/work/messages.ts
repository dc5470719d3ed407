/** The work screen's own catalog (decisions 013, 041, 044): loaded with it, not with the shell. */
import { msg } from '@lingui/core/macro';
import { featureMessagesHook } from '@/platform/i18n/feature-messages';
import type { CatalogModule } from '@/platform/i18n/i18n';

/** A day with a correction request waiting for the site (issue 18), as the calendar and the list mark it. */
export const CORRECTION_REQUESTED = msg`Correction requested`;

export const useWorkMessages = featureMessagesHook(import.meta.glob<CatalogModule>('./*/work.po', { base: '../../locales' }));
