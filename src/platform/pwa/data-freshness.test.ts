import { afterEach, describe, expect, it } from 'vitest';
import { carryOver, forgetFreshness, freshnessOf, observeAnswer, quietly, viewKey } from './data-freshness';

const API = `${location.origin}/v1/mobile/wfm`;

function answer(headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(new Response('{}', { status: 200, headers }));
}

afterEach(() => {
  forgetFreshness();
  history.replaceState(null, '');
});

describe('data freshness', () => {
  it('notes a stored copy with its time, and a fresh answer for the same call replaces it', async () => {
    history.replaceState({ __TSR_key: 'view-1' }, '');
    await observeAnswer(new Request(`${API}/work/monthly?year=2026&month=5`), answer({ 'X-WFM-Cached-At': '1700000000000' }));
    expect(freshnessOf('view-1')).toEqual({ asOf: 1700000000000, missing: false });
    await observeAnswer(new Request(`${API}/work/monthly?year=2026&month=5`), answer());
    expect(freshnessOf('view-1')).toEqual({ asOf: null, missing: false });
  });

  it('shows the oldest copy of a view, and a call without any answer as missing', async () => {
    history.replaceState({ __TSR_key: 'home' }, '');
    await observeAnswer(new Request(`${API}/users/homeProjectSetting`), answer({ 'X-WFM-Cached-At': '2000' }));
    await observeAnswer(new Request(`${API}/work/weekly?year=2026&month=5&day=3`), answer({ 'X-WFM-Cached-At': '1000' }));
    await expect(observeAnswer(new Request(`${API}/qna`), Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(TypeError);
    expect(freshnessOf('home')).toEqual({ asOf: 1000, missing: true });
    // Another view (a new history entry) starts clean.
    expect(freshnessOf('other')).toEqual({ asOf: null, missing: false });
  });

  it('ignores writes, calls that are not kept offline, aborts and background loads', async () => {
    history.replaceState({ __TSR_key: 'v' }, '');
    await observeAnswer(new Request(`${API}/qna`, { method: 'POST', body: '{}' }), Promise.reject(new TypeError('Failed to fetch'))).catch(() => undefined);
    await observeAnswer(new Request(`${API}/auth/login`), answer({ 'X-WFM-Cached-At': '5' }));
    await observeAnswer(new Request(`${API}/qna`), Promise.reject(new DOMException('aborted', 'AbortError'))).catch(() => undefined);
    await quietly(() => observeAnswer(new Request(`${API}/pay/daily`), answer({ 'X-WFM-Cached-At': '5' })));
    expect(freshnessOf('v')).toEqual({ asOf: null, missing: false });
  });

  it('carries a replaced view’s notes over to the view that replaced it, and a new call of that view replaces them', async () => {
    history.replaceState({ __TSR_key: 'september' }, '');
    await observeAnswer(new Request(`${API}/certificates/statements?year=2026`), answer({ 'X-WFM-Cached-At': '1000' }));
    await expect(observeAnswer(new Request(`${API}/qna`), Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(TypeError);
    carryOver('september', 'august');
    expect(freshnessOf('august')).toEqual({ asOf: 1000, missing: true });
    expect(freshnessOf('september')).toEqual({ asOf: null, missing: false });
    history.replaceState({ __TSR_key: 'august' }, '');
    await observeAnswer(new Request(`${API}/certificates/statements?year=2025`), answer());
    expect(freshnessOf('august')).toEqual({ asOf: null, missing: true });
  });

  it('keys a view by the router’s history entry, else by the path', () => {
    expect(viewKey({ __TSR_key: 'abc' }, '/work')).toBe('abc');
    expect(viewKey(null, '/work')).toBe('/work');
    expect(viewKey({ __TSR_key: '' }, '/')).toBe('/');
  });
});
