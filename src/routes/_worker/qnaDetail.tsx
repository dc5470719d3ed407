import { createFileRoute } from '@tanstack/react-router';
import { QnaDetailScreen } from '@/features/qna/qna-detail-screen';

/** Which inquiry travels in the search string (`?id=…`), so a reload or a shared link keeps it. */
export const Route = createFileRoute('/_worker/qnaDetail')({
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    typeof search.id === 'string' && search.id !== '' ? { id: search.id } : {},
  component: QnaDetailRoute,
});

function QnaDetailRoute() {
  const { id } = Route.useSearch();
  return <QnaDetailScreen id={id} />;
}
