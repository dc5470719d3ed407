import { useLingui } from '@lingui/react/macro';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';

/** A failed load's message with a way to try again. */
export function RetryError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const { t } = useLingui();
  if (!message) return null;
  return (
    <div className="certificates__retry">
      <FormError message={message} />
      <Button variant="secondary" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  );
}
