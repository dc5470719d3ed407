import { Link } from '@tanstack/react-router';
import type { RoutePath } from '@/platform/router/routes';
import { ChevronRightIcon } from './icons';

/** One row of a menu list that leads to a screen; `detail` is a short word beside the label (how many wait). */
export function MenuLink({ to, label, detail }: { to: RoutePath; label: string; detail?: string | undefined }) {
  return (
    <Link to={to} className="menu-list__item">
      <span>{label}</span>
      {detail ? <span className="badge badge--waiting menu-list__detail">{detail}</span> : null}
      <ChevronRightIcon size={18} />
    </Link>
  );
}
