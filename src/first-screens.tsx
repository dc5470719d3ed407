/**
 * The login screens as HTML, made at build time (decision 046): the real route tree rendered at
 * /login or /adminLogin in one language, without a session. The build (vite.config.ts,
 * `firstScreens`) writes each into a copy of index.html; the server sends it to a browser that
 * opens that address without the app installed, so the form shows before any script has run. The
 * app replaces it with the live screen when it starts (src/main.tsx).
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { COPY_SUBMIT_ATTRIBUTE } from '@/platform/first-screen/carry-over';
import { catalogOf, SHELL_CATALOGS, type CatalogModule } from '@/platform/i18n/i18n';
import type { Locale } from '@/platform/i18n/locale-cookie';
import { routeTree } from './route-tree.gen';

export const FIRST_SCREENS = ['/login', '/adminLogin'] as const;
const FIRST_SCREEN_CATALOGS = import.meta.glob<CatalogModule>('./*/first-screens.po', { base: './locales' });
type FirstScreen = (typeof FIRST_SCREENS)[number];

export async function renderFirstScreen(path: FirstScreen, locale: Locale): Promise<string> {
  const { messages } = await catalogOf(SHELL_CATALOGS, locale)();
  // The note under the screen is in its own catalog, which only this build-time render reads.
  const { messages: note } = await catalogOf(FIRST_SCREEN_CATALOGS, locale)();
  // Added to the language's texts, as the app does (i18n.ts): the login catalog an earlier screen's
  // render loaded stays.
  i18n.load(locale, { ...messages, ...note });
  i18n.activate(locale);
  // A text without its translation would be written into the page as its id: the build fails instead.
  const missing: string[] = [];
  const unsubscribe = i18n.on('missing', ({ id }) => missing.push(id));
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  });
  await router.load();
  // Waits for every lazy part (the route's component, a feature's catalog), unlike renderToString.
  // The copy takes input at once; the app carries it over to the live screen (decision 083,
  // platform/first-screen/carry-over.ts). If the scripts never arrive (the signal dropped), the note
  // under it says so after a while (styles.css).
  const { prelude } = await prerender(
    <>
      <div className="first-screen">
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </div>
      <p className="first-screen__wait" role="status">
        {i18n._(msg`Still loading. On a weak signal this can take a while; if nothing changes, check your connection and reload the page.`)}
      </p>
    </>,
  );
  const rendered = await new Response(prelude).text();
  unsubscribe();
  if (missing.length > 0) throw new Error(`the build-time render of ${path} (${locale}) has texts without a translation: ${[...new Set(missing)].join(', ')}`);
  if (!rendered.includes('<form')) throw new Error(`the build-time render of ${path} (${locale}) has no form: ${rendered.slice(0, 300)}`);
  // The copy never sends the form itself (a GET would put the password in the address): its submit
  // button is a plain one, and a press of it waits for the app (carry-over.ts). With two text fields
  // and no submit button, Enter sends nothing either.
  const html = rendered.replaceAll('<button type="submit"', `<button type="button" ${COPY_SUBMIT_ATTRIBUTE}=""`);
  if (html === rendered) throw new Error(`the build-time render of ${path} (${locale}) has no submit button to hold back`);
  return html;
}
