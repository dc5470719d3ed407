import { createFileRoute } from '@tanstack/react-router';
import { guardLayout } from '@/platform/access/guard';

/** Pathless layout: every route file in this folder. The payroll office's screens (decision 088); without a session → /login, anyone else → /badRequest (decision 051). */
export const Route = createFileRoute('/_office')({
  staticData: { layout: 'office' },
  beforeLoad: guardLayout,
});
