/**
 * The stored-data search itself: it finds a registration number planted in each kind of storage
 * (so its silence after the other specs means something) and ignores the numbers the app does store.
 */
import { expect, test as base } from '@playwright/test';
import { registrationNumbersIn, storedTexts } from './stored-data.ts';

const test = base;

test('finds a registration number in localStorage, IndexedDB (also in a Blob) and Cache Storage', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(async () => {
    localStorage.setItem('draft', JSON.stringify({ rrn: '900101-1234567' }));
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('leak-test', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('things');
      open.onerror = () => reject(open.error ?? new Error('open'));
      open.onsuccess = () => {
        const transaction = open.result.transaction('things', 'readwrite');
        transaction.objectStore('things').put({ file: new Blob(['holder 8507152345678 end']) }, 'a');
        transaction.oncomplete = () => {
          open.result.close();
          resolve();
        };
      };
    });
    const cache = await caches.open('leak-test');
    await cache.put('/leak', new Response('{"registrationNumber":"0203044123456"}'));
  });
  const stored = await storedTexts(page);
  const leaks = stored.flatMap(({ where, text }) => registrationNumbersIn(text).map((value) => `${where.split(' ')[0] ?? ''} ${value}`));
  expect(leaks.sort()).toEqual(['cache 0203044123456', 'indexedDB 8507152345678', 'localStorage 900101-1234567']);
  await page.evaluate(async () => {
    localStorage.clear();
    indexedDB.deleteDatabase('leak-test');
    await caches.delete('leak-test');
  });
});

test('ignores what is not a registration number', () => {
  const harmless = [
    'savedAt 1795412345678', // a timestamp in ms (month 95)
    '010-2345-6789 01023456789', // phone numbers
    '0b1e6a52-5d0e-4c7e-9a51-000000000001', // a UUID
    'eyJ9001011234567abc', // digits inside a token
    '900101-9234567', // gender digit 9
    '901301-1234567', // month 13
    '12345678901234', // 14 digits
  ];
  expect(registrationNumbersIn(harmless.join('\n'))).toEqual([]);
  expect(registrationNumbersIn('"rrn":"900101-1234567" and 0203044123456')).toEqual(['900101-1234567', '0203044123456']);
});
