/**
 * What the app leaves on the phone: every entry of localStorage, sessionStorage, every record of
 * every IndexedDB database and every response in Cache Storage of the page's origin, read as text
 * (blobs and buffers included), apart from the build's own files under /assets/. The suite's `page`
 * fixture searches it at the end of each test for a resident or foreigner registration number (13
 * digits, YYMMDD then a gender digit, with or without the hyphen); specs whose pages live in their
 * own contexts call `expectNoRegistrationNumber` at the end of their flows.
 */
import { expect, type Page } from '@playwright/test';

export interface StoredText {
  /** Where it was found, e.g. `localStorage user`, `indexedDB wfm-data/kv`, `cache wfm-data:user:… /v1/…`. */
  where: string;
  text: string;
}

/** Everything the page's origin has stored, as text. */
export function storedTexts(page: Page): Promise<StoredText[]> {
  return page.evaluate(async () => {
    const found: { where: string; text: string }[] = [];
    const decoder = new TextDecoder('latin1');
    /** JSON-like text of a stored value, reading Blobs and buffers as text. */
    const textOf = async (value: unknown): Promise<string> => {
      if (value instanceof Blob) return decoder.decode(await value.arrayBuffer());
      if (value instanceof ArrayBuffer) return decoder.decode(value);
      if (ArrayBuffer.isView(value)) return decoder.decode(value);
      if (Array.isArray(value)) return `[${(await Promise.all(value.map(textOf))).join(',')}]`;
      if (value instanceof Date) return value.toISOString();
      if (value && typeof value === 'object') {
        const parts = await Promise.all(Object.entries(value).map(async ([key, item]) => `${JSON.stringify(key)}:${await textOf(item)}`));
        return `{${parts.join(',')}}`;
      }
      return JSON.stringify(value) ?? String(value);
    };
    for (const [name, storage] of [['localStorage', localStorage], ['sessionStorage', sessionStorage]] as const) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        found.push({ where: `${name} ${key}`, text: `${key} ${storage.getItem(key) ?? ''}` });
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
      });
      try {
        for (const storeName of Array.from(db.objectStoreNames)) {
          const store = db.transaction(storeName, 'readonly').objectStore(storeName);
          const read = <T>(request: IDBRequest<T>) =>
            new Promise<T>((resolve, reject) => {
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error ?? new Error('read failed'));
            });
          const [keys, values] = await Promise.all([read(store.getAllKeys()), read(store.getAll())]);
          found.push({ where: `indexedDB ${name}/${storeName}`, text: `${await textOf(keys)} ${await textOf(values)}` });
        }
      } finally {
        db.close();
      }
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        // The build's own files (the precached shell, the viewer's code) are the same for everyone
        // and hold only examples such as a form's placeholder 900101-1234567, never a person's data.
        if (new URL(request.url).pathname.startsWith('/assets/')) continue;
        const response = await cache.match(request);
        found.push({ where: `cache ${cacheName} ${request.url}`, text: `${request.url} ${response ? decoder.decode(await response.arrayBuffer()) : ''}` });
      }
    }
    return found;
  });
}

/** A registration number: YYMMDD (a real month and day), an optional hyphen, a gender digit 1–8 and six digits, standing alone. */
const REGISTRATION_NUMBER = /(?<![0-9A-Za-z])(\d{2})(\d{2})(\d{2})-?([1-8])(\d{6})(?![0-9A-Za-z])/g;

export function registrationNumbersIn(text: string): string[] {
  return [...text.matchAll(REGISTRATION_NUMBER)]
    .filter(([, , month, day]) => Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31)
    .map(([match]) => match);
}

/**
 * Fails when anything the page's origin stored holds a registration number (or one of `also`,
 * e.g. the exact number a test typed). Pages on about:blank or already closed are skipped.
 */
export async function expectNoRegistrationNumber(page: Page, also: string[] = []): Promise<void> {
  if (page.isClosed() || !/^https?:/.test(page.url())) return;
  let stored: StoredText[];
  try {
    stored = await storedTexts(page);
  } catch (error) {
    // The page was navigating at the end of the test: read again once it has loaded.
    if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    await page.waitForLoadState('load');
    stored = await storedTexts(page);
  }
  const digitsOnly = also.map((value) => value.replace(/\D/g, ''));
  const leaks = stored.flatMap(({ where, text }) => {
    const plain = text.replace(/(\d{6})-(\d{7})/g, '$1$2');
    const found = [...registrationNumbersIn(text), ...digitsOnly.filter((value) => value !== '' && plain.includes(value))];
    return found.map((value) => `${where}: ${value.slice(0, 6)}-*******`);
  });
  expect(leaks, 'registration numbers stored on the phone').toEqual([]);
}
