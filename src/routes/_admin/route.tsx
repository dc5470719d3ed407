import { createFileRoute } from '@tanstack/react-router';
import { guardLayout } from '@/platform/access/guard';

/** Pathless layout: every route file in this folder. The admin's screens (docs/spec-notes.md §6); without a session → /login, a user → /badRequest (decision 051). */
export const Route = createFileRoute('/_admin')({
  staticData: { layout: 'admin' },
  beforeLoad: guardLayout,
});
