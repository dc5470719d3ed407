// Fails when a message of the app has no translation in a catalog (run after `lingui extract`).
// Every catalog of each locale is checked: the shell's (messages.po) and the features' own
// (decision 013).
import { readdirSync, readFileSync } from 'node:fs';

let missing = 0;
for (const locale of ['ko', 'en']) {
  for (const file of readdirSync(`src/locales/${locale}`).filter((name) => name.endsWith('.po'))) {
    const path = `src/locales/${locale}/${file}`;
    const entries = readFileSync(path, 'utf8').split(/\n\s*\n/);
    for (const entry of entries) {
      const id = /^msgid "((?:[^"\\]|\\.)*)"$/m.exec(entry)?.[1];
      const str = /^msgstr "((?:[^"\\]|\\.)*)"$/m.exec(entry)?.[1];
      if (id === undefined || id === '' || /^#~/m.test(entry)) continue;
      if (!str) {
        console.error(`${path}: no translation for "${id}"`);
        missing += 1;
      }
    }
  }
}
if (missing > 0) {
  console.error(`${missing} message(s) without a translation: add them to the .po files.`);
  process.exit(1);
}
console.info('catalogs: every message has Korean and English text');
