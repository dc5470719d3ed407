/**
 * The staff's part of the build (decision 100): the scripts and styles that only the admin's and the
 * payroll office's screens load, the gate scanner's zxing among them. They are left out of the
 * precache every phone downloads at install, listed in STAFF_LIST instead, and kept by the service
 * worker on a phone where staff log in (staff-assets.ts). Used by the build (vite.config.ts) and the
 * worker, so nothing here reaches for either's globals.
 */

/** The list, written beside index.html and precached with the shell. */
export const STAFF_LIST = 'staff-assets.json';

/** A staff screen's route module (its code-split chunk has it as facade). */
const STAFF_ROUTE = /[\\/]src[\\/]routes[\\/]_(admin|office)[\\/]/;

/** What the build says of a chunk (Rollup's OutputChunk, with Vite's metadata). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

/**
 * The staff's files among `files`: every script and style of the chunk graph no entry reaches without
 * going through a staff screen's route chunk (a chunk a worker's screen also loads is the worker's
 * too). A script outside the graph (a web worker's bundle, which the build emits as a file of its own
 * and the page starts with `new Worker(new URL(…))`) is nobody's in particular: it stays everyone's.
 */
export function staffFiles(chunks: readonly BuiltChunk[], files: readonly string[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName);
    if (!chunk || reached.has(fileName) || STAFF_ROUTE.test(chunk.facadeModuleId ?? '')) return;
    reached.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) reached.add(css);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const inGraph = new Set(chunks.flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]));
  return files.filter((file) => inGraph.has(file) && !reached.has(file)).sort();
}
