// Fails when a message of the app has no translation, or an empty one, in any catalog of any of the
// app's languages (contract/languages.ts; run after `lingui extract`). Every catalog is checked: the
// shell's (messages.po) and the features' own (decision 013). A language's catalogs must be the same
// set as English's, and a translation must keep the message's placeholders ({name}) and tags (<0>).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { LANGUAGE_CODES } from '../contract/languages.ts';

/** msgid → msgstr of a PO file (multi-line strings joined; obsolete `#~` entries left out). */
function entries(path) {
  const out = new Map();
  for (const block of readFileSync(path, 'utf8').split(/\n\s*\n/)) {
    if (/^#~/m.test(block)) continue;
    const join = (text) => [...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('');
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!id || !str) continue;
    const key = join(id[1]);
    if (key !== '') out.set(key, join(str[1]));
  }
  return out;
}

/** The placeholders and tags a translation must keep: {name}, {0}, <0>, </0>, <0/>. */
function marks(text) {
  return [...text.matchAll(/\{(\w+)[,}]|<\/?\d+\/?>/g)].map((m) => m[1] ?? m[0]).sort().join(' ');
}

const catalogs = readdirSync('src/locales/en').filter((name) => name.endsWith('.po'));
let problems = 0;
const problem = (text) => {
  console.error(text);
  problems += 1;
};
for (const locale of LANGUAGE_CODES) {
  for (const file of catalogs) {
    const path = `src/locales/${locale}/${file}`;
    if (!existsSync(path)) {
      problem(`${path}: missing (every language has every catalog; run npm run i18n:extract)`);
      continue;
    }
    for (const [id, str] of entries(path)) {
      if (!str.trim()) problem(`${path}: no translation for "${id}"`);
      else if (marks(id) !== marks(str)) problem(`${path}: "${str}" does not keep the placeholders and tags of "${id}" (${marks(id) || 'none'})`);
    }
  }
  for (const file of readdirSync(`src/locales/${locale}`).filter((name) => name.endsWith('.po'))) {
    if (!catalogs.includes(file)) problem(`src/locales/${locale}/${file}: a catalog English does not have`);
  }
}
if (problems > 0) {
  console.error(`${problems} problem(s) in the catalogs: every message needs its text in ${LANGUAGE_CODES.join(', ')}.`);
  process.exit(1);
}
console.info(`catalogs: every message has its text in ${LANGUAGE_CODES.join(', ')}`);
