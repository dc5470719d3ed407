import { Trans } from '@lingui/react/macro';
import { PageHeader } from './page-header';

/**
 * A screen whose feature lands in a later issue: its title, a way back, and an honest line saying
 * it is not available yet (the foundation issue allows title-only screens until then).
 */
export function UpcomingScreen({ title }: { title: string }) {
  return (
    <main className="page">
      <PageHeader title={title} back />
      <div className="page__body">
        <p className="muted">
          <Trans>This screen is not available yet.</Trans>
        </p>
      </div>
    </main>
  );
}
