import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createServer, defineConfig, parseSync, type ESTree, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { renderFirstScreen as RenderFirstScreen, FIRST_SCREENS as FirstScreens } from './src/first-screens';
import { LANGUAGE_CODES } from './contract/languages.ts';
import { STAFF_LIST, staffFiles } from './src-sw/staff-files.ts';

const apiPort = Number(process.env.API_PORT ?? 8787);

/** The build's id (src/platform/pwa/app-version.ts): WFM_BUILD_ID when set, else the git commit. */
function buildId(): string {
  if (process.env.WFM_BUILD_ID) return process.env.WFM_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'dev';
  }
}
/**
 * Writes a .br and a .gz beside each hashed script and style of the build, which the server sends
 * to browsers that accept them (server/http/static.ts, `precompressed`): a phone downloads about a
 * quarter of the bytes, and the server compresses nothing per request (decision 042).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'wfm-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        const assets = join(outDir, 'assets');
        for (const name of readdirSync(assets)) {
          if (!/\.(m?js|css)$/.test(name)) continue;
          const bytes = readFileSync(join(assets, name));
          if (bytes.length < 1024) continue;
          writeFileSync(join(assets, `${name}.br`), brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
          writeFileSync(join(assets, `${name}.gz`), gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Writes first-screens/{login,adminLogin}.<language>.html into the build, one per app language (contract/languages.ts): index.html with the login
 * screen already in it, rendered from the app's own code (src/first-screens.tsx) in Vite's SSR
 * mode. The server sends them to a first visit of those addresses (server/http/static.ts), so the
 * form paints when the HTML and the style sheet arrive instead of after ~100 KB of scripts
 * (decision 046).
 */
function firstScreens(): Plugin {
  let dist = '';
  return {
    name: 'wfm-first-screens',
    // Only in a build: the Vite it starts to render the screens is a dev server, without this plugin.
    apply: 'build',
    configResolved(config) {
      dist = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const index = withFirstScreenBoot(readFileSync(join(dist, 'index.html'), 'utf8'), dist);
        for (const part of ['<html lang="ko">', '<div id="root"></div>']) if (!index.includes(part)) throw new Error(`index.html has no ${part}`);
        // The app's modules read location.origin when they load (the API client's base).
        const globals = globalThis as { location?: unknown };
        const hadLocation = 'location' in globals;
        if (!hadLocation) globals.location = new URL('http://localhost/');
        const vite = await createServer({ configFile: fileURLToPath(import.meta.url), server: { middlewareMode: true, hmr: false, ws: false, watch: null }, appType: 'custom', logLevel: 'warn' });
        try {
          const { FIRST_SCREENS, renderFirstScreen } = (await vite.ssrLoadModule('/src/first-screens.tsx')) as { FIRST_SCREENS: typeof FirstScreens; renderFirstScreen: typeof RenderFirstScreen };
          mkdirSync(join(dist, 'first-screens'), { recursive: true });
          for (const path of FIRST_SCREENS) {
            for (const locale of LANGUAGE_CODES) {
              const screen = await renderFirstScreen(path, locale);
              const html = index.replace('<html lang="ko">', `<html lang="${locale}">`).replace('<div id="root"></div>', `<div id="root">${screen}</div>`);
              writeFileSync(join(dist, 'first-screens', `${path.slice(1)}.${locale}.html`), html);
            }
          }
        } finally {
          await vite.close();
          if (!hadLocation) delete globals.location;
        }
      },
    },
  };
}

/**
 * The first screens start the app only once their pre-rendered form is on screen (decision 064).
 * index.html loads the entry and preloads the framework at once: on a slow network those ~110 KB
 * share the line with the style sheet the paint waits for, and their evaluation can come before the
 * paint. The first screens' copy loads a small boot script instead, which waits for the first
 * contentful paint (the Paint Timing entry; two animation frames where there is none; a second at
 * most), then preloads the entry's chunks and evaluates the framework and the entry in separate
 * tasks, so no one long task holds the page. A hidden page (no paint) starts at once. It also notes
 * the copy's buttons pressed meanwhile, which the app presses again (decision 083). Written with a
 * content hash beside the build's assets; the CSP's script-src 'self' covers it.
 */
function withFirstScreenBoot(index: string, dist: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(index);
  const preloads = [...index.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g)];
  const framework = preloads.find((link) => /\/framework-[^/]+\.js$/.test(link[1] ?? ''))?.[1];
  if (!entry?.[1] || !framework) throw new Error('index.html has no entry script or no framework preload');
  const chunks = [...preloads.map((link) => link[1] ?? ''), entry[1]];
  const boot = `// The copy's buttons pressed (and Enter in its fields) before the app takes over, for the app to press again (decision 083).
const presses = (window.__wfmFirstScreenPresses = []);
const copyButton = (event) => (event.target instanceof Element ? event.target.closest('.first-screen button') : null);
// A press counts from the moment it starts: the app may take over between the finger going down and
// coming up, and then no click reaches the copy's button. A click without a pointer down on the same
// button (the keyboard's Space) counts on its own.
let down = null;
document.addEventListener('pointerdown', (event) => {
  down = copyButton(event);
  if (down) presses.push(down);
}, true);
document.addEventListener('click', (event) => {
  const button = copyButton(event);
  if (button && button !== down) presses.push(button);
  down = null;
}, true);
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || !event.target.closest('.first-screen form')) return;
  const submit = document.querySelector('.first-screen button[data-first-screen-submit]');
  if (submit) presses.push(submit);
}, true);
const preload = (href) => {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
};
const start = async () => {
  for (const href of ${JSON.stringify(chunks)}) preload(href);
  await import(${JSON.stringify(framework)});
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import(${JSON.stringify(entry[1])});
};
// A deploy between this page and its scripts has removed the chunks named above: the page loads
// again, into the new version, once per version (the mark of src/platform/pwa/chunk-recovery.ts).
// Out of reach, it stays; the note under the form says what to do.
const recover = async () => {
  try {
    if (!navigator.onLine || sessionStorage.getItem('wfm-missing-chunk-reload') === ${JSON.stringify(buildId())}) return;
    await fetch('/', { method: 'HEAD', cache: 'no-store' });
    sessionStorage.setItem('wfm-missing-chunk-reload', ${JSON.stringify(buildId())});
    location.reload();
  } catch {
    // no server or no sessionStorage: no automatic reload
  }
};
let started = false;
const go = () => {
  if (started) return;
  started = true;
  start().catch(recover);
};
if (document.visibilityState === 'hidden') go();
else {
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) go();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => requestAnimationFrame(go));
  setTimeout(go, 1000);
}
`;
  const name = `assets/first-screen-boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, name), boot);
  let html = index.replace(entry[0], '');
  for (const link of preloads) html = html.replace(link[0], '');
  return html.replace('</head>', `  <script type="module" crossorigin src="/${name}"></script>\n  </head>`);
}

/** The staff's files of the build being made (staffAssets() writes them, the precache leaves them out). */
let staffList: readonly string[] | null = null;

/**
 * Writes staff-assets.json: the scripts and styles only the admin's and the payroll office's screens
 * load (src-sw/staff-files.ts, decision 100), which the service worker keeps only where staff log in.
 * Only for the app's build (the one with index.html), not the service worker's own.
 */
function staffAssets(): Plugin {
  return {
    name: 'wfm-staff-assets',
    apply: 'build',
    // After Vite's own generateBundle, which removes the chunks that held only a style (their script
    // is empty): listed, such a script was a 404 on every admin's phone (camera-panel-….js, once the
    // camera panel's module went into the gate's chunk).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        if (!chunks.some((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'))) return;
        staffList = staffFiles(chunks, Object.keys(bundle));
        this.emitFile({ type: 'asset', fileName: STAFF_LIST, source: `${JSON.stringify(staffList, null, 1)}\n` });
      },
    },
  };
}

const packageVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * The schema helpers contract/api-*.ts mark /* @__NO_SIDE_EFFECTS__ *\/ (`wonField`, `intParam`, …);
 * `exported` alone: a helper used only inside its own module keeps its mark (a module never spans
 * two chunks).
 */
function contractSchemaHelpers(exported: boolean): string[] {
  const dir = fileURLToPath(new URL('./contract/', import.meta.url));
  const marked = exported ? /@__NO_SIDE_EFFECTS__ \*\/\s*export (?:function|const) (\w+)/g : /@__NO_SIDE_EFFECTS__ \*\/\s*(?:export )?(?:function|const) (\w+)/g;
  return readdirSync(dir)
    .filter((file) => /^api-.*(?<!\.test)\.ts$/.test(file))
    .flatMap((file) => [...readFileSync(`${dir}${file}`, 'utf8').matchAll(marked)].map((match) => match[1] ?? ''));
}

/**
 * The contract's descriptions and examples (`v.description('…')`, `v.examples([…])`, `v.metadata({…})`
 * in contract/api-*.ts, and a text given first to a schema helper: `wonField('Income tax')`) write the
 * server's OpenAPI document; the app never reads them, so its build leaves them out (decision 057).
 * Each is an argument after a schema in `v.pipe(…)`, which keeps its meaning without it. The server
 * runs the files as they are. The module is parsed rather than matched, so a text on lines of its own,
 * joined with `+`, a nested example or a comment before the call goes too.
 */
function contractDocsLeftOut(): Plugin {
  const helpers = new Set(contractSchemaHelpers(false));
  const isValibot = (node: ESTree.Node, names: string[]) =>
    node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === 'v' && node.property.type === 'Identifier' && names.includes(node.property.name);
  const isText = (node: ESTree.Node): boolean =>
    (node.type === 'Literal' && typeof node.value === 'string') || node.type === 'TemplateLiteral' || (node.type === 'BinaryExpression' && node.operator === '+' && isText(node.left));
  return {
    name: 'wfm-contract-docs-left-out',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: {
      filter: { id: /[\\/]contract[\\/]api-[^\\/]*\.ts$/ },
      handler(code, id) {
        const parsed = parseSync(id, code);
        if (parsed.errors.length > 0) return null;
        const cuts: { start: number; end: number; text: string }[] = [];
        eachCall(parsed.program, ({ callee, arguments: args }) => {
          if (isValibot(callee, ['pipe'])) {
            // From the end of the argument before it: the comma, any comment and the call.
            args.forEach((arg, index) => {
              const before = args[index - 1];
              if (before && arg.type === 'CallExpression' && isValibot(arg.callee, ['description', 'examples', 'metadata'])) cuts.push({ start: before.end, end: arg.end, text: '' });
            });
          } else if (callee.type === 'Identifier' && helpers.has(callee.name) && args[0] && isText(args[0])) {
            cuts.push({ start: args[0].start, end: args[0].end, text: "''" });
          }
        });
        if (cuts.length === 0) return null;
        let stripped = '';
        let at = 0;
        for (const cut of cuts.sort((a, b) => a.start - b.start)) {
          if (cut.start < at) continue; // inside a cut already made
          stripped += code.slice(at, cut.start) + cut.text;
          at = cut.end;
        }
        return { code: stripped + code.slice(at), map: null };
      },
    },
  };
}

/** Every call of a syntax tree, outer calls first. */
function eachCall(node: unknown, visit: (call: ESTree.CallExpression) => void): void {
  if (typeof node !== 'object' || node === null) return;
  if ((node as { type?: unknown }).type === 'CallExpression') visit(node as ESTree.CallExpression);
  for (const child of Object.values(node)) eachCall(child, visit);
}

/**
 * The small modules every signed-in screen shares, the admin's as much as the worker's (the date
 * and time of day in Seoul, the API's constants, the icons, the data hook and its reload of stale
 * screens; the API client with ky and the login's call, which the login screens load only at the
 * first touch of their form, decision 096; not the start-up session check, which comes after the
 * first screen, decision 097), and those
 * only the worker's screens share (the tab bar, the work-day record, home's calls and the hours):
 * one chunk each instead of a dozen, each of which cost the first worker screen (/) its own request,
 * gzip frame and import glue (-1.3 KB gz before /). Two chunks, not one, so an admin screen (the
 * gate's scanner) does not load the worker's tab bar and home (-1.8 KB before /adminScan). Their
 * dependencies stay where they are (valibot and the contract's schemas are in the entry): capturing
 * them would pull the entry's code into these chunks and then into the login screens. None of these
 * modules is on a login screen; the bench's `--files` shows what each screen loads.
 */
const SIGNED_IN_SHELL =
  /(contract[\\/](seoul-time|api-contract|attendance-events)\.ts|src[\\/]platform[\\/]ui[\\/]icons\.tsx|src[\\/]platform[\\/]api[\\/](use-remote|client|parse)\.ts|src[\\/]platform[\\/]pwa[\\/](stale-reload|first-visit-answers)|src[\\/]features[\\/]auth[\\/]api\.ts|src[\\/]platform[\\/]session[\\/]current-user\.ts|node_modules[\\/]ky[\\/])/;
const WORKER_SHELL =
  /(src[\\/]platform[\\/]dates[\\/](dates|use-now)\.ts|contract[\\/](api-work|api-projects)\.ts|src[\\/]platform[\\/]ui[\\/]worked-time\.tsx|src[\\/]domain[\\/]navigation[\\/]bottom-tab-bar|src[\\/]domain[\\/]attendance[\\/](work-day|shift-tag)|src[\\/]features[\\/]home[\\/]api)/;

/**
 * The same for the gate's modules that only staff screens use: the camera and its panel, the scans'
 * outbox and its calls, the scanner's keys and time, the gate log and a worker's photo: five chunks
 * of 0.4–1.8 KB that the scanner loaded one by one are one. The admin's menu, site record, roster and
 * workers screens load the whole chunk for the part they use, from the precache of the staff's part
 * (decision 100). Not the outbox under the scans' (outbox.ts), which the worker's corrections and the
 * offline start use too. No worker screen may import one of these: the bench's `--files` would show
 * the chunk on it.
 */
const GATE_SHELL =
  /(src[\\/]domain[\\/]admin[\\/](camera-panel|use-qr-camera|worker-photo)|src[\\/]domain[\\/]attendance[\\/](scan-api|scan-outbox|use-scan-outbox|scanner-keys|scan-time|gate-log)|src[\\/]platform[\\/]pwa[\\/]use-online)\.tsx?$/;

/**
 * The QR code's payload (its format and signature check), the QR calls' schemas and what a worker
 * still needs before work (a refused code names it): the worker's code screen and the gate's scanner
 * load all three, so one chunk instead of three (the site record, which reads only the calls', loads
 * the payload's 1 KB with them). The same for the two things both screens ask of the phone: to stay
 * awake and to buzz (the join code's screen, which only stays awake, loads the 0.1 KB buzz with it).
 */
const QR_CONTRACT = /contract[\\/](qr-payload|api-qr|work-readiness)\.ts$/;
const CODE_SCREENS_DEVICE = /src[\\/]platform[\\/]pwa[\\/](use-wake-lock|buzz)\.ts$/;

/**
 * idb-keyval and the personal stores' names: whatever keeps something on the phone loads both (the
 * outboxes through outbox.ts), so one chunk instead of two.
 */
const PHONE_STORES = /(node_modules[\\/]idb-keyval[\\/]|src[\\/]domain[\\/]personal-data[\\/]personal-stores\.ts$)/;

/**
 * The screens a person lands on from a link or a cold start: a login screen, the worker's home. Only
 * their dynamic imports list what to preload with them (decision 072); every other screen's list
 * would cost every first screen its line in the preload map. The admin's menu is not among them
 * (decision 096): its 28 imports were 0.4 KB of the map on every first screen, and the admin login
 * loads the menu's code while the admin waits for the text message. Their route chunks, by name and
 * 8-character hash (not `admin-corrections-…`, a catalog).
 */
const LANDING_SCREEN_CHUNK = /(^|\/)(_worker|login|adminLogin)-[\w-]{8}\.js$/;

/**
 * The same for the small modules both login screens share (their header, the language switch and
 * its names, the phone field): one chunk instead of four, which paid for the switch's four
 * languages (issue 19). None of them is on the worker's home. Not the form error, which the QR, pay
 * and certificate screens show too: they loaded this whole chunk for it (decision 096); nor the text
 * field, which the gate's scanner shows too (its handheld field), and loaded this chunk for (0.8 KB).
 */
const AUTH_SHELL = /(src[\\/]features[\\/]auth[\\/](auth-header|messages)|src[\\/]platform[\\/]ui[\\/](language-toggle|phone-field)|contract[\\/]language-names)\.tsx?$/;

export default defineConfig({
  plugins: [
    contractDocsLeftOut(),
    // Order matters (docs/toolchain.md): routes are generated and split before React and the Lingui macro run.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/route-tree.gen.ts' }),
    react(),
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          // Babel only touches files that use a Lingui macro; everything else stays on the fast path.
          rolldown: { filter: { code: /@lingui\/(react\/|core\/)?macro/ } },
        }),
      ],
    }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src-sw',
      filename: 'sw.ts',
      // Registered from src/platform/pwa/register-service-worker.ts: no inline script (CSP script-src 'self').
      injectRegister: false,
      registerType: 'prompt',
      // Precached beside the manifest's icons: the iOS home-screen icon, the favicon and the
      // notifications' badge (src-sw/push.ts).
      includeAssets: ['apple-touch-icon.png', 'icon.svg', 'badge-96.png'],
      injectManifest: {
        // The shell: scripts (both catalogs are chunks of their own), styles and index.html.
        // Icons and the manifest are added by the plugin itself; listing them again duplicates entries.
        globPatterns: ['**/*.{js,css,html}', STAFF_LIST],
        // The PDF viewer (react-pdf + pdf.js, 1.9 MB with its worker) is kept at runtime once a
        // certificate is opened (src-sw/viewer-assets.ts), not on every phone at install.
        // The login screens' pre-rendered pages are for a first visit over the network only (decision 046).
        globIgnores: ['**/pdf-pages-*.js', '**/pdf.worker*', 'first-screens/**'],
        // The staff's part (0.8 MB with the scanner's zxing) is kept only where staff log in (decision 100).
        manifestTransforms: [
          (entries) => {
            if (staffList === null) throw new Error(`${STAFF_LIST} was not written by this build`);
            const staff = new Set(staffList);
            return { manifest: entries.filter((entry) => !staff.has(entry.url)), warnings: [] };
          },
        ],
      },
      manifest: {
        id: '/',
        name: 'WFM 근태관리 · Workforce',
        short_name: 'WFM',
        description: '건설 현장 근로자와 관리자를 위한 근태·급여 앱 · Attendance and pay for construction day workers and site admins',
        lang: 'ko',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#1f4e8c',
        background_color: '#ffffff',
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
    staffAssets(),
    precompress(),
    firstScreens(),
  ],
  define: {
    __WFM_VERSION__: JSON.stringify(packageVersion),
    __WFM_BUILD__: JSON.stringify(buildId()),
  },
  server: {
    proxy: { '/v1': `http://127.0.0.1:${apiPort}` },
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // TanStack's store and Lingui's provider read through the shim of useSyncExternalStore written
      // for React 17. React 19 has the hook itself: the package's non-shim selector build and React's
      // own hook take the shim's place (about 0.3 KB gz off every screen).
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/platform/framework/use-sync-external-store-shim.ts', import.meta.url)) },
    ],
  },
  build: {
    target: 'es2022',
    // No modulepreload polyfill (~0.3 KB gz on every first screen, decision 068): every browser the
    // app supports but iOS Safari before 17 preloads modules natively, and there a lazy screen's
    // imports simply load one after the other. Only the landing screens' imports are preloaded
    // with them (decision 072): the others load one after the other from the service worker's
    // precache. Their styles are always loaded with them (Vite keeps CSS out of this list).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || LANDING_SCREEN_CHUNK.test(file) ? deps : []),
    },
    rolldownOptions: {
      // The contract's schemas (decision 057) are calls of valibot (`v.…`, always imported as `v`) and
      // of the helpers api-common.ts exports marked /* @__NO_SIDE_EFFECTS__ */. Rolldown 1.2 forgets
      // those marks when the callee sits in another chunk, and then ships every schema of a module the
      // app imports, the requests only the server checks included. Naming them here lets it drop what
      // nothing uses. A `v.…` call whose result is unused would be dropped too: lint forbids one.
      treeshake: { manualPureFunctions: ['v', ...contractSchemaHelpers(true)] },
      output: {
        // React, the router, Lingui and valibot in one chunk that every screen shares. Left to itself,
        // the bundler splits them by which lazy chunks use which part (a lazy notice or the offline
        // start that uses React but not the router; valibot, once the API client left the entry),
        // and the first screen then pays for several small chunks and their glue: one chunk is
        // smaller, and stays cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][a-z-]+|@lingui[\\/][a-z-]+|use-sync-external-store|valibot)[\\/]/ },
            { name: 'signed-in-shell', test: SIGNED_IN_SHELL, includeDependenciesRecursively: false },
            { name: 'worker-shell', test: WORKER_SHELL, includeDependenciesRecursively: false },
            { name: 'auth-shell', test: AUTH_SHELL, includeDependenciesRecursively: false },
            { name: 'gate-shell', test: GATE_SHELL, includeDependenciesRecursively: false },
            { name: 'qr-contract', test: QR_CONTRACT, includeDependenciesRecursively: false },
            { name: 'code-screens-device', test: CODE_SCREENS_DEVICE, includeDependenciesRecursively: false },
            { name: 'phone-stores', test: PHONE_STORES, includeDependenciesRecursively: false },
          ],
        },
      },
    },
    sourcemap: false,
  },
});
