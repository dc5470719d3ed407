import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = Number(process.env.API_PORT ?? 8787);

export default defineConfig({
  plugins: [
    // Order matters (TOOLCHAIN.md): routes are generated and split before React and the Lingui macro run.
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
      // Registered from src/main.tsx through workbox-window: no inline script (CSP script-src 'self').
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // Icons and the manifest are added by the plugin itself; listing them again duplicates entries.
        globPatterns: ['**/*.{js,css,html}'],
      },
      manifest: {
        name: 'WFM 근태관리',
        short_name: 'WFM',
        description: '건설 현장 근로자와 관리자를 위한 근태 관리 앱',
        lang: 'ko',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f4e8c',
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: { '/v1': `http://127.0.0.1:${apiPort}` },
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
