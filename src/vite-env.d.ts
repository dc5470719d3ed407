/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />
/// <reference types="temporal-polyfill/types/global" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** Set by vite.config.ts `define` (see src/platform/pwa/app-version.ts). */
declare const __WFM_VERSION__: string;
declare const __WFM_BUILD__: string;
