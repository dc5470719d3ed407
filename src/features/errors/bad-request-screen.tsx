/** Bad request (spec §2, §8): title Bad Request, content invalid access, an OK button that leads home. */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { homeFor } from '@/shared/access/access-policy';
import { sessionKind, useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';

export function BadRequestScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <main className="page page--center">
      <div className="notice">
        <h1 className="notice__title">{t`Bad Request`}</h1>
        <p className="notice__body">{t`This is an invalid access.`}</p>
        <Button block onClick={() => void navigate({ to: homeFor(sessionKind(session)), replace: true })}>
          {t`OK`}
        </Button>
      </div>
    </main>
  );
}
