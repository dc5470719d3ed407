import { Plural, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { logout } from './logout';
import { AlertDialog } from '@/platform/ui/alert-dialog';

interface LogoutButtonProps {
  className?: string;
  children?: ReactNode;
}

/**
 * A logout entry that asks for confirmation first (docs/spec-notes.md §2, §4), then goes to /login. While work is
 * still waiting to be sent, logout is refused and the dialog says how much is waiting.
 */
export function LogoutButton({ className, children }: LogoutButtonProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [waiting, setWaiting] = useState<number | null>(null);
  return (
    <>
      <button type="button" className={className ?? 'menu-list__item'} onClick={() => setAsking(true)}>
        {children ?? t`Log out`}
      </button>
      <AlertDialog
        open={asking}
        title={t`Log out`}
        confirmLabel={t`Log out`}
        cancelLabel={t`Cancel`}
        destructive
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          // The session and the data kept on this phone go at once; the server revocation finishes in the background.
          void logout().then((result) => {
            if (result.loggedOut) void navigate({ to: '/login', replace: true });
            else setWaiting(result.pending);
          });
        }}
      >
        <p>{t`Do you want to log out?`}</p>
      </AlertDialog>
      <AlertDialog open={waiting !== null} title={t`You cannot log out yet`} confirmLabel={t`OK`} onConfirm={() => setWaiting(null)}>
        <p>
          <Plural value={waiting ?? 0} one="# item is still waiting to be sent." other="# items are still waiting to be sent." />{' '}
          {t`Connect to the network so they can be sent, then log out.`}
        </p>
      </AlertDialog>
    </>
  );
}
