import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { logout } from '../session/logout';
import { AlertDialog } from './alert-dialog';

export interface LogoutButtonProps {
  className?: string;
  children?: ReactNode;
}

/** A logout entry that asks for confirmation first (spec §2, §4), then goes to /login. */
export function LogoutButton({ className, children }: LogoutButtonProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
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
          // logout() clears the session at once; the server revocation finishes in the background.
          void logout();
          void navigate({ to: '/login', replace: true });
        }}
      >
        <p>{t`Do you want to log out?`}</p>
      </AlertDialog>
    </>
  );
}
