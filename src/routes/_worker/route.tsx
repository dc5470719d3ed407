import { createFileRoute } from '@tanstack/react-router';
import { guardLayout } from '@/platform/access/guard';

/** Pathless layout: every route file in this folder. A signed-in user's screens (docs/spec-notes.md §6); without a session → /login, an admin → /badRequest, a user who must change the password → /badRequest (decision 051). */
export const Route = createFileRoute('/_worker')({
  staticData: { layout: 'worker' },
  beforeLoad: guardLayout,
});
