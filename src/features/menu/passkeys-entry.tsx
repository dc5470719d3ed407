/**
 * The menu entry "Passkey on this phone" and its dialog, loaded when it opens (with
 * @simplewebauthn/browser and its own texts): in the admin menu (decision 063) and the worker's My
 * info (decision 092), each for its own passkeys.
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { ChevronRightIcon } from '@/platform/ui/icons';
import type { PasskeyRole } from './passkeys-api';

const PasskeysDialog = lazy(() => import('./passkeys-dialog'));

/** A menu-list item (its `<li>` is the menu's); the dialog opens over the menu. */
export function PasskeysEntry({ role, className }: { role: PasskeyRole; className?: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className ? `menu-list__item ${className}` : 'menu-list__item'} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span>{t`Passkey on this phone`}</span>
        <ChevronRightIcon size={18} />
      </button>
      {open ? (
        <Suspense>
          <PasskeysDialog role={role} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
