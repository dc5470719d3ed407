/**
 * Loads the Temporal polyfill onto globalThis where the engine has no native Temporal. Its own
 * module, so the app's entry does not carry the whole date module (screens load it with their code).
 */
export async function ensureTemporal(): Promise<void> {
  if (!('Temporal' in globalThis)) await import('temporal-polyfill/global');
}
