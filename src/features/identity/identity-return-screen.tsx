/**
 * The provider's return page (/niceSuccess, and /kbCertLogin when it carries ?ref or ?error): hands
 * the one-time reference to the screen that started the trip (the popup's opener, or the same screen
 * after a redirect). Without a trip to return to, access is not possible.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isRoutePath } from '@/platform/router/routes';
import { deliverTripReturn } from '@/domain/identity/provider-trip';
import { AccessNotPossible } from '@/platform/ui/access-not-possible';
import { LoadingNote } from '@/platform/ui/loading-note';
import { useAccountMessages } from '@/platform/i18n/account-messages';

export function IdentityReturnScreen({ reference, error }: { reference?: string | undefined; error?: string | undefined }) {
  useAccountMessages();
  const { t } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  // Delivered once, while the page is first drawn (twice in development's StrictMode: harmless, it
  // only stores or posts the same reference again).
  const [delivered] = useState(() =>
    !reference && !error ? ({ kind: 'none' } as const) : deliverTripReturn({ ...(reference ? { ref: reference } : {}), ...(error ? { error } : {}) }),
  );
  const target = delivered.kind === 'redirect' && isRoutePath(router, delivered.to) ? delivered.to : null;

  useEffect(() => {
    if (target) void navigate({ to: target, replace: true });
  }, [target, navigate]);

  const state = delivered.kind === 'popup' ? 'popup' : target ? 'working' : 'none';
  if (state === 'none') return <AccessNotPossible />;
  return (
    <main className="page page--center">
      <div className="notice">
        <h1 className="notice__title">{t`Identity verification`}</h1>
        {state === 'popup' ? <p className="notice__body">{t`Verification finished. You can close this window.`}</p> : <LoadingNote />}
      </div>
    </main>
  );
}
