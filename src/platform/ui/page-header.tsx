import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ChevronLeftIcon } from './icons';

interface PageHeaderProps {
  title: string;
  /** Show a back button (history back, or `/` when there is no history). */
  back?: boolean;
  actions?: ReactNode;
}

/** The screen's title bar; the title is the page's one h1. */
export function PageHeader({ title, back = false, actions }: PageHeaderProps) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <header className="page-header">
      {back ? (
        <button
          type="button"
          className="icon-btn page-header__back"
          aria-label={t`Back`}
          onClick={() => {
            if (window.history.length > 1) router.history.back();
            else void router.navigate({ to: '/' });
          }}
        >
          <ChevronLeftIcon />
        </button>
      ) : null}
      <h1 className="page-header__title">{title}</h1>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}
