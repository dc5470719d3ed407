/** Q&A answers for screen tests: inquiries as GET /qna and GET /qna/{id} answer them. */
import type { QnaInquiry, QnaListItem } from '#contract/api-qna.ts';

/** A waiting inquiry (no answer yet); `fields` changes what the test is about. */
export function inquiry(fields: Partial<QnaInquiry> = {}): QnaInquiry {
  return {
    id: '6f1d2c3b-8a4e-4f5a-9b6c-7d8e9f0a1b2c',
    category: 'pay',
    title: 'When is October paid?',
    createdAt: '2026-11-16T09:30:00+09:00',
    answered: false,
    content: 'First line.\nSecond line.',
    updatedAt: '2026-11-16T09:30:00+09:00',
    answer: null,
    answeredAt: null,
    answerEditedAt: null,
    ...fields,
  };
}

/** An answered inquiry: its answer and the date it came. */
export function answeredInquiry(fields: Partial<QnaInquiry> = {}): QnaInquiry {
  return inquiry({ answered: true, answer: 'On the 10th.\nThank you.', answeredAt: '2026-11-17T14:00:00+09:00', ...fields });
}

/** An inquiry as a line of the list shows it. */
export function listItem({ id, category, title, createdAt, answered }: QnaInquiry): QnaListItem {
  return { id, category, title, createdAt, answered };
}
