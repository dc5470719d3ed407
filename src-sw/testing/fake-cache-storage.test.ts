/** The fake Cache Storage keeps the spec's rules that the worker's tests lean on. */
import { describe, expect, it } from 'vitest';
import { FakeCacheStorage } from './fake-cache-storage';

const URL_A = 'https://wfm.example/v1/mobile/wfm/work/weekly?year=2026&month=11';

describe('FakeCache', () => {
  it('answers a fresh copy each time, and nothing for another URL or a POST', async () => {
    const cache = await new FakeCacheStorage().open('c');
    await cache.put(URL_A, new Response('week'));
    expect(await (await cache.match(URL_A))?.text()).toBe('week');
    expect(await (await cache.match(URL_A))?.text()).toBe('week');
    expect(await cache.match('https://wfm.example/v1/mobile/wfm/work/weekly')).toBeUndefined();
    expect(await cache.match(new Request(URL_A, { method: 'POST', body: '' }))).toBeUndefined();
    expect(await cache.match('https://wfm.example/v1/mobile/wfm/work/weekly', { ignoreSearch: true })).toBeDefined();
  });

  it('keeps the request as it was put, headers and all, and replaces an entry for the same URL', async () => {
    const cache = await new FakeCacheStorage().open('c');
    await cache.put(new Request(URL_A, { headers: { Authorization: 'Bearer t' } }), new Response('one'));
    await cache.put(new Request(URL_A, { headers: { Authorization: 'Bearer t' } }), new Response('two'));
    const keys = await cache.keys();
    expect(keys.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer t']);
    expect(await (await cache.match(URL_A))?.text()).toBe('two');
  });

  it('matches by Vary unless told to ignore it', async () => {
    const cache = await new FakeCacheStorage().open('c');
    await cache.put(new Request(URL_A, { headers: { 'Accept-Language': 'ko' } }), new Response('ko', { headers: { Vary: 'Accept-Language' } }));
    const english = new Request(URL_A, { headers: { 'Accept-Language': 'en' } });
    expect(await cache.match(english)).toBeUndefined();
    expect(await (await cache.match(english, { ignoreVary: true }))?.text()).toBe('ko');
  });

  it('refuses what a browser refuses: a POST, a partial answer, a used body', async () => {
    const cache = await new FakeCacheStorage().open('c');
    await expect(cache.put(new Request(URL_A, { method: 'POST', body: '{}' }), new Response('x'))).rejects.toThrow(TypeError);
    await expect(cache.put(URL_A, new Response('x', { status: 206 }))).rejects.toThrow(TypeError);
    const used = new Response('x');
    await used.text();
    await expect(cache.put(URL_A, used)).rejects.toThrow(TypeError);
  });

  it('keeps a 204 without a body', async () => {
    const cache = await new FakeCacheStorage().open('c');
    await cache.put(URL_A, new Response(null, { status: 204 }));
    expect((await cache.match(URL_A))?.status).toBe(204);
  });
});

describe('FakeCacheStorage', () => {
  it('opens, lists, matches across and deletes caches by name', async () => {
    const storage = new FakeCacheStorage();
    await (await storage.open('a')).put(URL_A, new Response('from a'));
    await storage.open('b');
    expect(await storage.keys()).toEqual(['a', 'b']);
    expect(await (await storage.match(URL_A))?.text()).toBe('from a');
    expect(await storage.match(URL_A, { cacheName: 'b' })).toBeUndefined();
    expect([await storage.delete('a'), await storage.has('a'), await storage.delete('a')]).toEqual([true, false, false]);
  });
});
