import { createFileRoute } from '@tanstack/react-router';
import { guardLayout } from '@/platform/access/guard';

/** Pathless layout: every route file in this folder. Any signed-in session (user, user who must change the password, admin); without a session → /login (decision 051). */
export const Route = createFileRoute('/_signedIn')({
  staticData: { layout: 'signedIn' },
  beforeLoad: guardLayout,
});
