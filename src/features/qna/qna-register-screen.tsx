/**
 * Register an inquiry (/qnaRegister): category, title and content with counters. What is typed is
 * kept as a draft on the phone as it is typed, so a reload, a lost connection or a failed send loses
 * nothing; a registered inquiry clears it.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isNetworkError } from '@/platform/api/client';
import { messageForError } from '@/platform/api/error-messages';
import { AlertDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { PageHeader } from '@/platform/ui/page-header';
import { createInquiry } from './api';
import { clearDraft, loadDraft, saveDraft } from './draft-store';
import { checkInquiry, EMPTY_DRAFT, InquiryFields, toWriteRequest, type InquiryDraft, type InquiryErrors } from './inquiry-form';
import { useQnaMessages } from './messages';

export function QnaRegisterScreen() {
  useQnaMessages();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<InquiryDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState(false);
  const touched = useRef(false);

  useEffect(() => {
    let active = true;
    loadDraft().then(
      (saved) => {
        // Typing before the draft arrived wins over the stored copy.
        if (!active || !saved || touched.current) return;
        setDraft(saved);
        setRestored(true);
      },
      (error: unknown) => console.error('qna: reading the draft failed', error),
    );
    return () => {
      active = false;
    };
  }, []);

  function change(next: InquiryDraft) {
    touched.current = true;
    setDraft(next);
    saveDraft(next).catch((error: unknown) => console.error('qna: saving the draft failed', error));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = checkInquiry(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await createInquiry(toWriteRequest(draft));
      await clearDraft();
      setRegistered(true);
    } catch (error) {
      if (isNetworkError(error)) {
        setFormError(t`Could not send: no connection. Your inquiry is kept on this phone; send it again when you have signal.`);
      } else {
        const { message } = await messageForError(error);
        setFormError(t(message));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page">
      <PageHeader title={t`New inquiry`} back />
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {restored ? (
          <p className="note" role="status">
            {t`Your unsent inquiry was restored.`}
          </p>
        ) : null}
        <InquiryFields draft={draft} errors={errors} onChange={change} />
        <FormError message={formError} />
        <Button type="submit" block busy={busy}>
          {t`Register`}
        </Button>
      </form>
      <AlertDialog
        open={registered}
        title={t`Inquiry registered`}
        confirmLabel={t`OK`}
        onConfirm={() => void navigate({ to: '/qnaList', replace: true })}
      >
        <p>{t`We will answer as soon as we can. You can see the answer in Q&A.`}</p>
      </AlertDialog>
    </main>
  );
}
