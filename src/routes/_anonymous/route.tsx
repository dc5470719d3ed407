import { createFileRoute } from '@tanstack/react-router';
import { guardLayout } from '@/platform/access/guard';

/** Pathless layout: every route file in this folder. Reachable without a session (docs/spec-notes.md §5); a signed-in user or admin goes to /badRequest unless the route's staticData.access says otherwise (decision 051). */
export const Route = createFileRoute('/_anonymous')({
  staticData: { layout: 'anonymous' },
  beforeLoad: guardLayout,
});
