/**
 * The root layout re-runs the guards of the screen shown when the session changes (a login or logout
 * here or in another tab), and only then: the session a screen opened with was its guards' already,
 * so a second run would load the route again and render the screen twice as it first appears.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Guard from '@/platform/access/guard';
import { clearSession } from '@/platform/session/session-store';
import { renderScreen } from '@/testing/render-screen';

const guardRuns = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/platform/access/guard', async (importOriginal) => {
  const guard = await importOriginal<typeof Guard>();
  return {
    ...guard,
    guardLayout: (options: object) => {
      guardRuns.count += 1;
      guard.guardLayout(options);
    },
  };
});

describe('the root layout', () => {
  it('runs a screen’s guards once as it opens, and again when the session ends (the login opens)', async () => {
    guardRuns.count = 0;
    const { path } = await renderScreen('/languageSetting', { session: 'worker', language: 'en' });
    await screen.findByRole('heading', { name: 'Language setting' });
    // Whatever else settles after the first screen (effects, StrictMode's second run) runs no guard.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(guardRuns.count).toBe(1);

    await act(async () => clearSession());
    await vi.waitFor(() => expect(path()).toBe('/login'));
    expect(guardRuns.count).toBeGreaterThan(1);
  });
});
