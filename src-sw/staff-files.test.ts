/**
 * Which files of a build are the staff's (staff-files.ts, decision 100): those no entry reaches
 * without passing through an admin's or the payroll office's route chunk.
 */
import { describe, expect, it } from 'vitest';
import { staffFiles, type BuiltChunk } from './staff-files';

function chunk(fileName: string, links: Partial<Omit<BuiltChunk, 'fileName'>> & { css?: string[] } = {}): BuiltChunk {
  const { css = [], ...rest } = links;
  return { fileName, isEntry: false, facadeModuleId: null, imports: [], dynamicImports: [], viteMetadata: { importedCss: new Set(css) }, ...rest };
}

const ROUTES = '/work/app/src/routes';

describe('staffFiles', () => {
  it('names what only staff screens load, with their styles; what a worker’s screen loads too stays the worker’s', () => {
    const chunks = [
      chunk('assets/index-E1.js', { isEntry: true, css: ['assets/index-E1.css'], dynamicImports: ['assets/_worker-W1.js', 'assets/adminScan-S1.js', 'assets/office-O1.js'] }),
      chunk('assets/_worker-W1.js', { facadeModuleId: `${ROUTES}/_worker/index.tsx?tsr-split=component`, imports: ['assets/shared-X1.js'] }),
      chunk('assets/adminScan-S1.js', { facadeModuleId: `${ROUTES}/_admin/adminScan.tsx?tsr-split=component`, css: ['assets/adminScan-S1.css'], imports: ['assets/shared-X1.js'], dynamicImports: ['assets/esm-Z1.js', 'assets/scan-ko-C1.js'] }),
      chunk('assets/office-O1.js', { facadeModuleId: `${ROUTES}/_office/office.tsx?tsr-split=component` }),
      chunk('assets/shared-X1.js'),
      chunk('assets/esm-Z1.js'),
      chunk('assets/scan-ko-C1.js'),
    ];
    const files = [...chunks.map((item) => item.fileName), 'assets/index-E1.css', 'assets/adminScan-S1.css', 'index.html', 'icon-192.png'];
    expect(staffFiles(chunks, files)).toEqual(['assets/adminScan-S1.css', 'assets/adminScan-S1.js', 'assets/esm-Z1.js', 'assets/office-O1.js', 'assets/scan-ko-C1.js']);
  });

  it('a file a second entry reaches (the first screens’ boot) is not the staff’s', () => {
    const chunks = [
      chunk('assets/index-E1.js', { isEntry: true, dynamicImports: ['assets/adminLogin-L1.js', 'assets/admin-A1.js'] }),
      chunk('assets/boot-B1.js', { isEntry: true, imports: ['assets/field-F1.js'] }),
      chunk('assets/adminLogin-L1.js', { facadeModuleId: `${ROUTES}/_anonymous/adminLogin.tsx?tsr-split=component` }),
      chunk('assets/admin-A1.js', { facadeModuleId: `${ROUTES}/_admin/admin.tsx?tsr-split=component`, imports: ['assets/field-F1.js'] }),
      chunk('assets/field-F1.js'),
    ];
    expect(staffFiles(chunks, chunks.map((item) => item.fileName))).toEqual(['assets/admin-A1.js']);
  });

  it('a web worker’s script, which the build emits outside the chunk graph, is not the staff’s', () => {
    const chunks = [chunk('assets/index-E1.js', { isEntry: true, dynamicImports: ['assets/admin-A1.js'] }), chunk('assets/admin-A1.js', { facadeModuleId: `${ROUTES}/_admin/admin.tsx?tsr-split=component` })];
    expect(staffFiles(chunks, [...chunks.map((item) => item.fileName), 'assets/intl-warmup.worker-W1.js'])).toEqual(['assets/admin-A1.js']);
  });
});
