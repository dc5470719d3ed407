import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { homeFor } from '@/platform/access/access-policy';
import { sessionKind, useSession } from '@/platform/session/session-store';
import { Button } from './button';

/** A full-screen notice whose OK button leads to the home of the current session. */
export function NoticeScreen({ title, body }: { title: string; body: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <main className="page page--center">
      <div className="notice">
        <h1 className="notice__title">{title}</h1>
        <p className="notice__body">{body}</p>
        <Button block onClick={() => void navigate({ to: homeFor(sessionKind(session)), replace: true })}>
          {t`OK`}
        </Button>
      </div>
    </main>
  );
}
