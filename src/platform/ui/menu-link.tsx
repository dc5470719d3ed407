import { Link } from '@tanstack/react-router';
import type { RoutePath } from '@/platform/router/routes';
import { ChevronRightIcon } from './icons';

/** One row of a menu list that leads to a screen. */
export function MenuLink({ to, label }: { to: RoutePath; label: string }) {
  return (
    <Link to={to} className="menu-list__item">
      <span>{label}</span>
      <ChevronRightIcon size={18} />
    </Link>
  );
}
