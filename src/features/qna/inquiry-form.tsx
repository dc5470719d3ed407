/**
 * The inquiry's fields (category, title, content) with the shared rules and their messages; used
 * by registration and by editing on the detail screen.
 */
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { QNA_CATEGORIES, type QnaCategory } from '#contract/api-contract.ts';
import type { QnaWriteRequest } from '#contract/api-qna.ts';
import { SelectField } from '@/platform/ui/select-field';
import { TextAreaField } from '@/platform/ui/text-area-field';
import { TextField } from '@/platform/ui/text-field';
import { fieldMessage } from '@/platform/i18n/rule-messages';
import { msg } from '@lingui/core/macro';
import { checkQnaCategory, checkQnaContent, checkQnaTitle, QNA_CONTENT_MAX, QNA_TITLE_MAX, type RuleCode } from '#contract/input-rules.ts';
import { CATEGORY_LABELS } from './category-labels';

export interface InquiryDraft {
  category: QnaCategory | '';
  title: string;
  content: string;
}

export const EMPTY_DRAFT: InquiryDraft = { category: '', title: '', content: '' };

export type InquiryErrors = Partial<Record<keyof InquiryDraft, RuleCode>>;

/** The rules of every field; an empty object when the draft can be sent. */
export function checkInquiry(draft: InquiryDraft): InquiryErrors {
  const errors: InquiryErrors = {};
  const category = checkQnaCategory(draft.category, QNA_CATEGORIES);
  const title = checkQnaTitle(draft.title);
  const content = checkQnaContent(draft.content);
  if (category) errors.category = category;
  if (title) errors.title = title;
  if (content) errors.content = content;
  return errors;
}

/** A checked draft as the API takes it (call only when checkInquiry found nothing). */
export function toWriteRequest(draft: InquiryDraft): QnaWriteRequest {
  if (draft.category === '') throw new Error('category missing');
  return { category: draft.category, title: draft.title.trim(), content: draft.content };
}

export function InquiryFields({ draft, errors, onChange }: { draft: InquiryDraft; errors: InquiryErrors; onChange: (next: InquiryDraft) => void }) {
  const { t } = useLingui();
  // An empty field is named: "Enter a title.", not a bare "Please enter a value."
  const message = (rule: RuleCode | undefined, required: MessageDescriptor) => {
    const descriptor = fieldMessage(rule ?? null, required);
    return descriptor ? t(descriptor) : null;
  };
  return (
    <>
      <SelectField
        label={t`Category`}
        name="category"
        placeholder={t`Choose a category`}
        options={QNA_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_LABELS[value]) }))}
        value={draft.category}
        error={message(errors.category, msg`Choose a category.`)}
        onChange={(event) => onChange({ ...draft, category: event.target.value as QnaCategory | '' })}
      />
      <TextField
        label={t`Title`}
        name="title"
        value={draft.title}
        counterMax={QNA_TITLE_MAX}
        error={message(errors.title, msg`Enter a title.`)}
        onChange={(event) => onChange({ ...draft, title: event.target.value })}
      />
      <TextAreaField
        label={t`Content`}
        name="content"
        rows={8}
        value={draft.content}
        counterMax={QNA_CONTENT_MAX}
        error={message(errors.content, msg`Write what you want to ask.`)}
        onChange={(event) => onChange({ ...draft, content: event.target.value })}
      />
    </>
  );
}
