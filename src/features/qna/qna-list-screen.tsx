/**
 * The worker's inquiries (/qnaList), newest first, with title, date and answered/waiting state.
 * More pages load as the end of the list comes into view (and by a button, for keyboards and
 * screen readers).
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageForError } from '@/platform/api/error-messages';
import type { QnaListItem, QnaPage } from '#contract/api-qna.ts';
import { dateInSeoul } from '#contract/seoul-time.ts';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { PageHeader } from '@/platform/ui/page-header';
import { LoadingNote } from '@/platform/ui/loading-note';
import { listInquiries } from './api';
import { AnsweredBadge } from './answered-badge';
import { CATEGORY_LABELS } from './category-labels';
import { useQnaMessages } from './messages';

interface ListState {
  items: QnaListItem[];
  nextCursor: string | null;
  loaded: boolean;
}

export function QnaListScreen() {
  useQnaMessages();
  const { t } = useLingui();
  const [list, setList] = useState<ListState>({ items: [], nextCursor: null, loaded: false });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  const showPage = useCallback((cursor: string | null, page: QnaPage) => {
    setError(null);
    setLoading(false);
    setList((previous) => ({
      items: cursor ? [...previous.items, ...page.items] : page.items,
      nextCursor: page.nextCursor,
      loaded: true,
    }));
  }, []);

  const showError = useCallback(
    async (failure: unknown) => {
      const { message } = await messageForError(failure);
      setError(t(message));
      setLoading(false);
    },
    [t],
  );

  const loadMore = useCallback(
    (cursor: string) => {
      setLoading(true);
      listInquiries(cursor).then((page) => showPage(cursor, page), showError);
    },
    [showPage, showError],
  );

  useEffect(() => {
    const controller = new AbortController();
    listInquiries(null, controller.signal).then(
      (page) => showPage(null, page),
      (failure: unknown) => {
        if (!controller.signal.aborted) void showError(failure);
      },
    );
    return () => controller.abort();
  }, [showPage, showError]);

  const { nextCursor } = list;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !nextCursor || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore(nextCursor);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [nextCursor, loading, loadMore]);

  return (
    <main className="page">
      <PageHeader
        title={t`Q&A`}
        back
        actions={
          <Link to="/qnaRegister" className="btn btn--primary btn--small">
            {t`Ask a question`}
          </Link>
        }
      />
      <div className="page__body">
        <FormError message={error} />
        {list.loaded && list.items.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{t`You have no inquiries yet.`}</p>
            <p className="muted">{t`Questions about pay, work records or your account? Ask us here.`}</p>
            <Link to="/qnaRegister" className="btn btn--primary btn--block">
              {t`Ask your first question`}
            </Link>
          </div>
        ) : (
          <ul className="inquiry-list" aria-label={t`My inquiries`} aria-busy={loading}>
            {list.items.map((item) => (
              <li key={item.id}>
                <Link to="/qnaDetail" search={{ id: item.id }} className="inquiry-list__item">
                  <span className="inquiry-list__meta">
                    <span>{t(CATEGORY_LABELS[item.category])}</span>
                    <span>{dateInSeoul(item.createdAt)}</span>
                  </span>
                  <span className="inquiry-list__title">{item.title}</span>
                  <AnsweredBadge answered={item.answered} />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div ref={sentinel} />
        {nextCursor ? (
          <Button variant="secondary" block busy={loading} onClick={() => loadMore(nextCursor)}>
            {t`Show more`}
          </Button>
        ) : null}
        {!list.loaded && loading ? <LoadingNote /> : null}
      </div>
    </main>
  );
}
