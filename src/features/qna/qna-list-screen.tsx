/**
 * The worker's inquiries (/qnaList), newest first, with title, date and answered/waiting state.
 * More pages load as the end of the list comes into view (and by a button, for keyboards and
 * screen readers).
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useKeysetPages } from '@/platform/api/use-keyset-pages';
import { dateInSeoul } from '#contract/seoul-calendar.ts';
import { ShowMore } from '@/platform/ui/show-more';
import { FormError } from '@/platform/ui/form-error';
import { PageHeader } from '@/platform/ui/page-header';
import { LoadingNote } from '@/platform/ui/loading-note';
import { listInquiries } from './api';
import { AnsweredBadge } from './answered-badge';
import { CATEGORY_LABELS } from './category-labels';
import { useQnaMessages } from './messages';

export function QnaListScreen() {
  useQnaMessages();
  const { t } = useLingui();
  const { items, loaded, loading, nextCursor, loadMore, sentinel, error: failure } = useKeysetPages('qna', listInquiries);
  const error = useErrorMessage(failure);

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
        {loaded && items.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{t`You have no inquiries yet.`}</p>
            <p className="muted">{t`Questions about pay, work records or your account? Ask us here.`}</p>
            <Link to="/qnaRegister" className="btn btn--primary btn--block">
              {t`Ask your first question`}
            </Link>
          </div>
        ) : (
          <ul className="inquiry-list" aria-label={t`My inquiries`} aria-busy={loading}>
            {items.map((item) => (
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
        <ShowMore sentinel={sentinel} hasMore={nextCursor !== null} loading={loading} onMore={loadMore} />
        {!loaded && loading ? <LoadingNote /> : null}
      </div>
    </main>
  );
}
