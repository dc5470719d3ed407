import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { QrEventType } from '#contract/api-contract.ts';
import type { CatalogModule } from '@/platform/i18n/i18n';

/**
 * The names of the six attendance events (docs/spec-notes.md §3): the one label of each kind, on every
 * screen that names an event (the QR screens, the scanner, the statement's changes, the worker's and
 * the admin's corrections).
 */
export const EVENT_LABELS: Record<QrEventType, MessageDescriptor> = {
  BeginWork: msg`Start work`,
  EndWork: msg`End work`,
  BeginLunch: msg`Lunch start`,
  EndLunch: msg`Lunch end`,
  BeginDinner: msg`Dinner start`,
  EndDinner: msg`Dinner end`,
};

/**
 * Their catalog (`src/locales/<code>/events.po`), translated once: each of those screens' catalog
 * hooks loads it beside the screen's own (`featureMessagesHook(own, EVENT_CATALOGS)`).
 */
export const EVENT_CATALOGS = import.meta.glob<CatalogModule>('./*/events.po', { base: '../../locales' });
