/**
 * The unsent inquiry draft, per worker, in IndexedDB (idb-keyval store `wfm-drafts` / `qna`): it
 * survives a reload, a lost connection and a failed send, and is deleted once the inquiry is
 * registered. Keyed by the worker so another worker on the same phone never sees it; logout empties
 * the store (src/domain/personal-data/personal-data.ts).
 */
import { createStore, del, get, set } from 'idb-keyval';
import { QNA_DRAFT_STORE } from '@/domain/personal-data/personal-data';
import { currentUserId } from '@/platform/session/current-user';
import { QNA_CATEGORIES } from '#contract/api-contract.ts';
import type { InquiryDraft } from './inquiry-form';

const store = typeof indexedDB === 'undefined' ? undefined : createStore(QNA_DRAFT_STORE.database, QNA_DRAFT_STORE.store);

function key(): string | null {
  const user = currentUserId();
  return user ? `register:${user}` : null;
}

function isDraft(value: unknown): value is InquiryDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.category === '' || (typeof v.category === 'string' && (QNA_CATEGORIES as readonly string[]).includes(v.category))) &&
    typeof v.title === 'string' &&
    typeof v.content === 'string'
  );
}

export async function loadDraft(): Promise<InquiryDraft | null> {
  const k = key();
  if (!k || !store) return null;
  const value: unknown = await get(k, store);
  return isDraft(value) ? value : null;
}

export async function saveDraft(draft: InquiryDraft): Promise<void> {
  const k = key();
  if (!k || !store) return;
  if (draft.category === '' && draft.title === '' && draft.content === '') await del(k, store);
  else await set(k, draft, store);
}

export async function clearDraft(): Promise<void> {
  const k = key();
  if (k && store) await del(k, store);
}
