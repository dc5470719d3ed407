import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/platform/ui/page-header';

/** A day's screen opened without a day it can show (a broken or old link): the way back to Monthly work. */
export function DayNotShown({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <main className="page">
      <PageHeader title={title} back />
      <div className="page__body">
        <p className="empty-state">{t`This day cannot be shown. Open it from Monthly work.`}</p>
        <Link to="/work" className="btn btn--primary btn--block">
          {t`Go to Monthly work`}
        </Link>
      </div>
    </main>
  );
}
