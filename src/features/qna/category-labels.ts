import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { QnaCategory } from '#contract/api-contract.ts';

/** The names of the inquiry categories. */
export const CATEGORY_LABELS: Record<QnaCategory, MessageDescriptor> = {
  pay: msg`Pay`,
  work: msg`Work records`,
  account: msg`Account`,
  other: msg`Other`,
};
