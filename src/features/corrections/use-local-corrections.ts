/**
 * The logged-in worker's correction requests still on this phone (drafts, waiting to be sent,
 * refused), kept up to date as the outbox changes; only one day's when `date` (yyyymmdd) is given.
 */
import { useEffect, useState } from 'react';
import { currentUserId } from '@/platform/session/current-user';
import { useSession } from '@/platform/session/session-store';
import { correctionItems, keepSendingCorrections, subscribeCorrectionItems, type CorrectionItem } from '@/domain/attendance/correction-outbox';

export function useLocalCorrections(date?: string): { owner: string | null; items: CorrectionItem[] } {
  useSession();
  const owner = currentUserId();
  const [shown, setShown] = useState<{ owner: string | null; items: CorrectionItem[] }>({ owner: null, items: [] });

  useEffect(() => {
    if (!owner) return;
    // Usually started with the offline start already; a screen opened first starts it too.
    keepSendingCorrections();
    let active = true;
    const reload = () => {
      correctionItems(owner).then(
        (items) => {
          if (active) setShown({ owner, items });
        },
        (error: unknown) => console.error('corrections: reading the outbox failed', error),
      );
    };
    reload();
    const unsubscribe = subscribeCorrectionItems(reload);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [owner]);

  const items = shown.owner === owner ? shown.items : [];
  return { owner, items: date === undefined ? items : items.filter((item) => item.date === date) };
}
