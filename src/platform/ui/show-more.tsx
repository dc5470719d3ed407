import { useLingui } from '@lingui/react/macro';
import { Button } from './button';

interface ShowMoreProps {
  /** use-keyset-pages' sentinel: the next page loads as the end of the list comes into view. */
  sentinel: (element: HTMLElement | null) => void;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** The end of a paged list: the sentinel, and "Show more" for keyboards and screen readers. */
export function ShowMore({ sentinel, hasMore, loading, onMore }: ShowMoreProps) {
  const { t } = useLingui();
  return (
    <>
      <div ref={sentinel} />
      {hasMore ? (
        <Button variant="secondary" block busy={loading} onClick={onMore}>
          {t`Show more`}
        </Button>
      ) : null}
    </>
  );
}
