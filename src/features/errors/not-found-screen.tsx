import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { homeFor } from '@/shared/access/access-policy';
import { sessionKind, useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';

/** An address the app does not have. */
export function NotFoundScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <main className="page page--center">
      <div className="notice">
        <h1 className="notice__title">{t`Page not found`}</h1>
        <p className="notice__body">{t`The address you opened does not exist.`}</p>
        <Button block onClick={() => void navigate({ to: homeFor(sessionKind(session)), replace: true })}>
          {t`OK`}
        </Button>
      </div>
    </main>
  );
}
