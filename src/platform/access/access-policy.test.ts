import { describe, expect, it } from 'vitest';
import { decideAccess, homeFor } from './access-policy';

// The full matrix (every route × every session) is generated from the route tree in
// src/route-tree.test.ts; these are the policy's own rules that no route of the app shows.
describe('access policy', () => {
  it('ignores an exception its layout does not allow (the stricter row holds)', () => {
    expect(decideAccess('admin', 'user', 'alsoForUser')).toEqual({ kind: 'redirect', to: '/badRequest' });
    expect(decideAccess('worker', 'none', 'alsoForUser')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess('worker', 'admin', 'adminGoesHome')).toEqual({ kind: 'redirect', to: '/badRequest' });
    expect(decideAccess('anonymous', 'userMustChangePassword', 'duringPasswordChange')).toEqual({ kind: 'redirect', to: '/badRequest' });
  });

  it('logs both sessions out, whatever the route', () => {
    for (const layout of ['anonymous', 'worker', 'admin', 'office', 'signedIn'] as const) expect(decideAccess(layout, 'both', 'alsoForUser')).toEqual({ kind: 'logout' });
  });

  it('sends each session home to the right place', () => {
    expect(homeFor('none')).toBe('/login');
    expect(homeFor('user')).toBe('/');
    expect(homeFor('userMustChangePassword')).toBe('/changePassword');
    expect(homeFor('admin')).toBe('/admin');
    expect(homeFor('office')).toBe('/office');
    expect(homeFor('both')).toBe('/login');
  });
});
