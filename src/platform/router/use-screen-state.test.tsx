/**
 * A screen being left renders once more under the next location (while the next screen loads): it
 * keeps its own entry's state then, and knows not to write.
 */
import { act, render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { expect, it } from 'vitest';
import { useScreenState } from './use-screen-state';

it('keeps the state of its own entry while the next screen loads', async () => {
  const seen: { month: string | undefined; here: boolean }[] = [];
  const { promise: nextLoaded, resolve: releaseNext } = Promise.withResolvers<undefined>();
  const root = createRootRoute({ component: Outlet });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/work',
    component: function List() {
      const { state, here } = useScreenState();
      seen.push({ month: state.month, here });
      return <p>{state.month}</p>;
    },
  });
  const menu = createRoute({ getParentRoute: () => root, path: '/qnaList', loader: () => nextLoaded, component: () => <p>menu</p> });
  const router = createRouter({ routeTree: root.addChildren([list, menu]), history: createMemoryHistory({ initialEntries: ['/work'] }) });
  await act(() => router.navigate({ to: '/work', state: { month: '2026-05' } }));
  const view = render(<RouterProvider router={router} />);
  await view.findByText('2026-05');

  seen.length = 0;
  let leaving: Promise<void> = Promise.resolve();
  act(() => {
    leaving = router.navigate({ to: '/qnaList' });
  });
  // The list, still shown, under the menu's location: its month, and not here.
  await act(() => Promise.resolve());
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every(({ month }) => month === '2026-05')).toBe(true);
  expect(seen.at(-1)?.here).toBe(false);

  releaseNext(undefined);
  await act(() => leaving);
  await view.findByText('menu');
});

it('reads a link from outside the app (a notification) as the state its search string stands for; the entry\'s own state wins', async () => {
  const root = createRootRoute({ component: Outlet });
  const work = createRoute({
    getParentRoute: () => root,
    path: '/work',
    component: function Work() {
      const { state } = useScreenState();
      return <p>{`${state.month ?? '-'} ${state.day ?? '-'} ${state.corporationCode ?? '-'}`}</p>;
    },
  });
  const router = createRouter({ routeTree: root.addChildren([work]), history: createMemoryHistory({ initialEntries: ['/work?day=20260512&corporationCode=K001'] }) });
  const view = render(<RouterProvider router={router} />);
  // day=20260512 reads as a number in the router's search; the screen gets the text.
  await view.findByText('- 20260512 K001');
  await act(() => router.navigate({ to: '/work', search: { month: '2026-04' } as never, state: { month: '2026-03' } }));
  await view.findByText('2026-03 - -');
});
