/**
 * One inquiry (/qnaDetail?id=…, so a reload keeps it): the question and, when answered, the answer
 * with its date. A waiting inquiry can be edited and saved, or deleted after a confirmation; an
 * answered one cannot (and the server refuses it too). Text is shown as text, line breaks kept.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { messageForError } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import type { QnaInquiry } from '#contract/api-qna.ts';
import { dateInSeoul } from '#contract/seoul-calendar.ts';
import { AlertDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { PageHeader } from '@/platform/ui/page-header';
import { LoadingNote } from '@/platform/ui/loading-note';
import { deleteInquiry, getInquiry, updateInquiry } from './api';
import { AnsweredBadge } from './answered-badge';
import { CATEGORY_LABELS } from './category-labels';
import { checkInquiry, InquiryFields, toWriteRequest, type InquiryDraft, type InquiryErrors } from './inquiry-form';
import { useQnaMessages } from './messages';

type Dialog = 'none' | 'confirmDelete' | 'deleted' | 'updated';

export function QnaDetailScreen({ id }: { id: string | undefined }) {
  useQnaMessages();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [reloadCount, setReloadCount] = useState(0);
  const remote = useRemote(id ? `qna-${id}-${String(reloadCount)}` : null, (signal) => getInquiry(id ?? '', signal));
  const [saved, setSaved] = useState<QnaInquiry | null>(null);
  const inquiry = saved && saved.id === id ? saved : remote.data;
  const [editing, setEditing] = useState<InquiryDraft | null>(null);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>('none');

  async function fail(error: unknown) {
    const { message, body } = await messageForError(error);
    setActionError(t(message));
    if (body?.code === 'QNA_ANSWERED') {
      // Answered meanwhile: show the answer instead of the editor.
      setEditing(null);
      setSaved(null);
      setReloadCount((count) => count + 1);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!editing || !inquiry) return;
    setActionError(null);
    const found = checkInquiry(editing);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setSaved(await updateInquiry(inquiry.id, toWriteRequest(editing)));
      setEditing(null);
      setDialog('updated');
    } catch (error) {
      await fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!inquiry) return;
    setDialog('none');
    setActionError(null);
    setBusy(true);
    try {
      await deleteInquiry(inquiry.id);
      setDialog('deleted');
    } catch (error) {
      await fail(error);
    } finally {
      setBusy(false);
    }
  }

  const notFound = !id || (remote.error !== undefined && !inquiry);
  return (
    <main className="page">
      <PageHeader title={t`Inquiry`} back />
      <div className="page__body">
        {notFound ? (
          <p className="notice__body" role="alert">
            {t`Access is not possible.`}
          </p>
        ) : null}
        {inquiry && !editing ? (
          <>
            <article className="card inquiry">
              <p className="inquiry-list__meta">
                <span>{t(CATEGORY_LABELS[inquiry.category])}</span>
                <span>{dateInSeoul(inquiry.createdAt)}</span>
              </p>
              <h2 className="inquiry__title">{inquiry.title}</h2>
              <AnsweredBadge answered={inquiry.answered} />
              <p className="inquiry__text">{inquiry.content}</p>
            </article>
            {inquiry.answered ? (
              <section className="card inquiry inquiry--answer" aria-labelledby="answer-title">
                {/* Title and date on one line, as the question's category and date are. */}
                <div className="inquiry__head">
                  <h2 id="answer-title" className="card__title">
                    {t`Answer`}
                  </h2>
                  {inquiry.answeredAt ? <span className="inquiry__date">{dateInSeoul(inquiry.answeredAt)}</span> : null}
                </div>
                <p className="inquiry__text">{inquiry.answer}</p>
                {/* Staff changed the answer after giving it (issue 31): said, with when; the earlier text is kept on the server. */}
                {inquiry.answerEditedAt ? <p className="muted inquiry__edited">{t`Edited on ${dateInSeoul(inquiry.answerEditedAt)}`}</p> : null}
              </section>
            ) : null}
            <FormError message={actionError} />
            {inquiry.answered ? (
              <p className="muted inquiry__note">{t`Answered inquiries cannot be changed.`}</p>
            ) : (
              <div className="button-row">
                <Button variant="secondary" onClick={() => setEditing({ category: inquiry.category, title: inquiry.title, content: inquiry.content })}>
                  {t`Edit`}
                </Button>
                <Button variant="danger" busy={busy} onClick={() => setDialog('confirmDelete')}>
                  {t`Delete`}
                </Button>
              </div>
            )}
          </>
        ) : null}
        {inquiry && editing ? (
          <form className="form" noValidate onSubmit={(event) => void save(event)}>
            <InquiryFields draft={editing} errors={errors} onChange={setEditing} />
            <FormError message={actionError} />
            <div className="button-row">
              <Button
                variant="secondary"
                onClick={() => {
                  setEditing(null);
                  setErrors({});
                  setActionError(null);
                }}
              >
                {t`Cancel`}
              </Button>
              <Button type="submit" busy={busy}>
                {t`Save`}
              </Button>
            </div>
          </form>
        ) : null}
        {!inquiry && !notFound ? <LoadingNote /> : null}
      </div>
      <AlertDialog
        open={dialog === 'confirmDelete'}
        title={t`Delete this inquiry?`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setDialog('none')}
      >
        <p>{t`A deleted inquiry cannot be brought back.`}</p>
      </AlertDialog>
      <AlertDialog open={dialog === 'updated'} title={t`Updated`} confirmLabel={t`OK`} onConfirm={() => setDialog('none')}>
        <p>{t`Your inquiry has been updated.`}</p>
      </AlertDialog>
      <AlertDialog open={dialog === 'deleted'} title={t`Deleted`} confirmLabel={t`OK`} onConfirm={() => void navigate({ to: '/qnaList', replace: true })}>
        <p>{t`Your inquiry has been deleted.`}</p>
      </AlertDialog>
    </main>
  );
}
