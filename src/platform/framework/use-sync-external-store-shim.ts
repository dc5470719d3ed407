/**
 * What `use-sync-external-store/shim` gives on React 18 and later: React's own hook. Lingui's
 * provider imports the shim (written for React 17) and the build resolves it here (vite.config.ts),
 * so no screen downloads the shim's copy of the hook.
 */
export { useSyncExternalStore } from 'react';
