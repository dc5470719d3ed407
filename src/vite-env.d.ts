/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />
/// <reference types="temporal-polyfill/types/global" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
