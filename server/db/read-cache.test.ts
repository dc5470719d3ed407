import { describe, expect, it } from 'vitest';
import { TableVersions } from './table-versions.ts';
import { createReadCache } from './read-cache.ts';

function setup(options: { maxEntries?: number; ttlMs?: number } = {}) {
  const versions = new TableVersions();
  let now = 0;
  let loads = 0;
  const cache = createReadCache<{ n: number }>(versions, 'users', { maxEntries: options.maxEntries ?? 10, ttlMs: options.ttlMs ?? 60_000, now: () => now });
  const load = () => {
    loads += 1;
    return Promise.resolve({ n: loads });
  };
  return { versions, cache, load, loads: () => loads, advance: (ms: number) => void (now += ms) };
}

describe('the read cache', () => {
  it('answers a kept value until its table is written', async () => {
    const { versions, cache, load, loads } = setup();
    expect(await cache.read('a', true, load)).toEqual({ n: 1 });
    expect(await cache.read('a', true, load)).toEqual({ n: 1 });
    expect(loads()).toBe(1);
    versions.bump(['attendance_events']);
    expect(await cache.read('a', true, load)).toEqual({ n: 1 });
    versions.bump(['users']);
    expect(await cache.read('a', true, load)).toEqual({ n: 2 });
  });

  it("keeps each worker's weeks through another worker's scan; a write that names no worker moves them all (decision 091)", async () => {
    const versions = new TableVersions();
    const weeks = createReadCache<{ n: number }>(versions, 'attendance_events', { maxEntries: 10, ttlMs: 60_000, now: () => 0 }, (key) => key.split('|')[0] ?? key);
    let loads = 0;
    const load = () => Promise.resolve({ n: (loads += 1) });
    expect(await weeks.read('kim|20261122', true, load)).toEqual({ n: 1 });
    expect(await weeks.read('lee|20261122', true, load)).toEqual({ n: 2 });
    // 김's scan: his week is read again, 이's stays.
    versions.apply([{ table: 'attendance_events', keys: ['kim'] }]);
    expect(await weeks.read('kim|20261122', true, load)).toEqual({ n: 3 });
    expect(await weeks.read('lee|20261122', true, load)).toEqual({ n: 2 });
    // A correction (no keys named): everyone's.
    versions.apply([{ table: 'attendance_events', keys: null }]);
    expect(await weeks.read('lee|20261122', true, load)).toEqual({ n: 4 });
    // A scan that lands while a week is being read: that read is not kept.
    const racing = weeks.read('lee|20261129', true, () => {
      versions.bumpKeys('attendance_events', ['lee']);
      return load();
    });
    expect(await racing).toEqual({ n: 5 });
    expect(await weeks.read('lee|20261129', true, load)).toEqual({ n: 6 });
  });

  it('keeps nothing that was read while a write happened, and nothing missing', async () => {
    const { versions, cache, loads } = setup();
    const overlapped = () => {
      versions.bump(['users']);
      return Promise.resolve({ n: 0 });
    };
    await cache.read('a', true, overlapped);
    let reads = 0;
    await cache.read('a', true, () => Promise.resolve({ n: (reads += 1) }));
    expect(reads).toBe(1);
    await cache.read('b', true, () => Promise.resolve(undefined));
    expect(await cache.read('b', true, () => Promise.resolve({ n: 9 }))).toEqual({ n: 9 });
    expect(loads()).toBe(0);
  });

  it('keeps a value one minute at most, and only so many values, the oldest leaving first', async () => {
    const { cache, load, loads, advance } = setup({ maxEntries: 2, ttlMs: 60_000 });
    await cache.read('a', true, load);
    advance(60_000);
    await cache.read('a', true, load);
    expect(loads()).toBe(2);
    await cache.read('b', true, load);
    await cache.read('c', true, load);
    await cache.read('b', true, load);
    expect(loads()).toBe(4);
    await cache.read('a', true, load);
    expect(loads()).toBe(5);
  });

  it('hands out values nobody can change', async () => {
    const { cache, load } = setup();
    const value = await cache.read('a', true, load);
    expect(Object.isFrozen(value)).toBe(true);
  });

  it('reads through every time without write counters (READ_CACHE=off)', async () => {
    let loads = 0;
    const cache = createReadCache<number>(undefined, 'users', { maxEntries: 10, ttlMs: 60_000, now: () => 0 });
    await cache.read('a', true, () => Promise.resolve((loads += 1)));
    await cache.read('a', true, () => Promise.resolve((loads += 1)));
    expect(loads).toBe(2);
  });

  it('neither uses nor keeps anything for a request whose versions are not settled (a lost PostgreSQL listener)', async () => {
    const { cache, load, loads } = setup();
    expect(await cache.read('a', true, load)).toEqual({ n: 1 });
    expect(await cache.read('a', false, load)).toEqual({ n: 2 });
    expect(await cache.read('a', Promise.resolve(false), load)).toEqual({ n: 3 });
    expect(await cache.read('b', false, load)).toEqual({ n: 4 });
    expect(await cache.read('b', Promise.resolve(true), load)).toEqual({ n: 5 });
    expect(await cache.read('a', Promise.resolve(true), load)).toEqual({ n: 1 });
    expect(loads()).toBe(5);
  });
});
