/**
 * The worker's bottom tab bar (docs/spec-notes.md §2): Menu, Home (today), Work (calendar mode), Statement,
 * My info. The root layout shows it only for a logged-in user on the five tab screens.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import '@/platform/router/history-state';
import { CalendarIcon, HomeIcon, MenuIcon, PersonIcon, WonIcon } from '@/platform/ui/icons';

// The full menu is downloaded when it is first opened, not with every tab screen.
const FullMenu = lazy(() => import('./full-menu').then((module) => ({ default: module.FullMenu })));

export function BottomTabBar() {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const activeProps = { className: 'tab-bar__item tab-bar__item--active', 'aria-current': 'page' as const };
  return (
    <>
      <nav className="tab-bar" aria-label={t`Main`}>
        <button type="button" className="tab-bar__item" onClick={() => setMenuOpen(true)} aria-haspopup="dialog">
          <MenuIcon />
          <span>{t`Menu`}</span>
        </button>
        <Link to="/" className="tab-bar__item" activeProps={activeProps} activeOptions={{ exact: true }}>
          <HomeIcon />
          <span>{t`Home`}</span>
        </Link>
        <Link to="/work" state={{ workMode: 'calendar' }} className="tab-bar__item" activeProps={activeProps}>
          <CalendarIcon />
          <span>{t`Work`}</span>
        </Link>
        <Link to="/incomeReceipt" state={{ statementMode: 'statement' }} className="tab-bar__item" activeProps={activeProps}>
          <WonIcon />
          <span>{t`Statement`}</span>
        </Link>
        <Link to="/myAccount" className="tab-bar__item" activeProps={activeProps}>
          <PersonIcon />
          <span>{t({ message: 'My info', context: 'tab bar: a short label' })}</span>
        </Link>
      </nav>
      {menuOpen ? (
        <Suspense fallback={null}>
          <FullMenu open onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
