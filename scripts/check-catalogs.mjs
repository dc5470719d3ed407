// Fails when a message of the app has no translation, or an empty one, in any catalog of any of the
// app's languages (contract/languages.ts; run after `lingui extract`). Every catalog is checked: the
// shell's (messages.po) and the features' own (decision 013). A language's catalogs must be the same
// set as English's, and a translation must keep the message's placeholders ({name}) and tags (<0>).
// A screen of the shell's catalog may not say why an API call failed (below).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { LANGUAGE_CODES } from '../contract/languages.ts';

/** msgid (with its context) → msgstr of a PO file (multi-line strings joined; obsolete `#~` entries left out). */
function entries(path) {
  const out = new Map();
  for (const block of readFileSync(path, 'utf8').split(/\n\s*\n/)) {
    if (/^#~/m.test(block)) continue;
    const join = (text) => [...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('');
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!id || !str) continue;
    const key = join(id[1]);
    // A message with a context (msgctxt) is another message than the same text without one.
    const context = /^msgctxt ((?:".*"\n?)+)/m.exec(block);
    if (key !== '') out.set(context ? `${key} [${join(context[1])}]` : key, join(str[1]));
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
  // Lingui keys a message by its text: the same text in two catalogs is one message once both are
  // loaded, so it must say the same in both (else a label changes after another screen was opened).
  const seen = new Map();
  for (const file of catalogs) {
    const path = `src/locales/${locale}/${file}`;
    if (!existsSync(path)) {
      problem(`${path}: missing (every language has every catalog; run npm run i18n:extract)`);
      continue;
    }
    for (const [id, str] of entries(path)) {
      const before = seen.get(id);
      if (before && before.str !== str && str.trim()) problem(`${path}: "${id}" is "${str}" here but "${before.str}" in ${before.file}: one text, one translation`);
      else if (!before) seen.set(id, { str, file });
      if (!str.trim()) problem(`${path}: no translation for "${id}"`);
      else if (marks(id) !== marks(str)) problem(`${path}: "${str}" does not keep the placeholders and tags of "${id}" (${marks(id) || 'none'})`);
    }
  }
  for (const file of readdirSync(`src/locales/${locale}`).filter((name) => name.endsWith('.po'))) {
    if (!catalogs.includes(file)) problem(`src/locales/${locale}/${file}: a catalog English does not have`);
  }
}
// The API errors' texts are in a catalog of their own that every feature's catalog hook loads beside
// its own (src/platform/i18n/error-catalogs.ts); the shell's screens do without it until the start
// loads it after the first screen. So no file of the shell's catalog may say why an API call failed.
const SAYS_API_ERRORS = /from '@\/platform\/api\/error-messages(-common)?'/;
{
  const blocks = readFileSync('src/locales/en/messages.po', 'utf8').split(/\n\s*\n/).filter((block) => !/^#~/m.test(block));
  const origins = new Set(blocks.flatMap((block) => [...block.matchAll(/^#: (.+)$/gm)].flatMap((m) => m[1].split(' '))));
  for (const origin of origins) {
    if (existsSync(origin) && SAYS_API_ERRORS.test(readFileSync(origin, 'utf8'))) {
      problem(`src/locales/*/messages.po: ${origin} says why an API call failed, but the shell's catalog has no API error texts (they load with a feature's catalog hook: give its screen one)`);
    }
  }
}
if (problems > 0) {
  console.error(`${problems} problem(s) in the catalogs: every message needs its text in ${LANGUAGE_CODES.join(', ')}.`);
  process.exit(1);
}
console.info(`catalogs: every message has its text in ${LANGUAGE_CODES.join(', ')}`);
