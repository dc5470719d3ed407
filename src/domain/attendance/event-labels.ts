import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { QrEventType } from '#contract/api-contract.ts';

/** The names of the six attendance events (spec §3). */
export const EVENT_LABELS: Record<QrEventType, MessageDescriptor> = {
  BeginWork: msg`Start work`,
  EndWork: msg`End work`,
  BeginLunch: msg`Lunch start`,
  EndLunch: msg`Lunch end`,
  BeginDinner: msg`Dinner start`,
  EndDinner: msg`Dinner end`,
};
