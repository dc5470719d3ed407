/**
 * The unsent inquiry draft, per worker, in IndexedDB (idb-keyval store `wfm-drafts` / `qna`): it
 * survives a reload, a lost connection and a failed send, and is deleted once the inquiry is
 * registered. Keyed by the worker so another worker on the same phone never sees it; logout empties
 * the store (src/domain/personal-data/personal-data.ts).
 */
import { createStore, del, get, set } from 'idb-keyval';
import * as v from 'valibot';
import { QNA_DRAFT_STORE } from '@/domain/personal-data/personal-stores';
import { parseStored } from '@/platform/stored/parse-stored';
import { currentUserId } from '@/platform/session/current-user';
import { QNA_CATEGORIES } from '#contract/api-contract.ts';
import type { InquiryDraft } from './inquiry-form';

/** A draft as saveDraft keeps it: the category may still be unchosen (''); the text is not checked yet. */
const StoredDraftSchema = v.object({ category: v.picklist(['', ...QNA_CATEGORIES]), title: v.string(), content: v.string() });

const store = typeof indexedDB === 'undefined' ? undefined : createStore(QNA_DRAFT_STORE.database, QNA_DRAFT_STORE.store);

function key(): string | null {
  const user = currentUserId();
  return user ? `register:${user}` : null;
}

export async function loadDraft(): Promise<InquiryDraft | null> {
  const k = key();
  if (!k || !store) return null;
  return parseStored(StoredDraftSchema, await get(k, store));
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
