// Stops `npm install`, `npm start`, `npm run dev` and `npm test` on a Node.js older than the one the
// project needs (24: the server runs TypeScript as it is, decision 048), with a sentence saying so,
// instead of a stack trace later. CommonJS and plain syntax, so any old Node runs it. Run with a
// version as its argument (`node scripts/check-node.cjs 20.11.0`), it checks that version instead:
// the test of the check does.
'use strict';

var NEEDED_MAJOR = 24;

function problemFor(version) {
  var major = Number(String(version).replace(/^v/, '').split('.')[0]);
  if (major >= NEEDED_MAJOR) return null;
  return 'This project needs Node.js ' + NEEDED_MAJOR + ' (found ' + String(version).replace(/^v/, '') + '); see README ("What you need"). With nvm: nvm install (it reads .nvmrc).';
}

module.exports = { problemFor: problemFor, NEEDED_MAJOR: NEEDED_MAJOR };

if (require.main === module) {
  var problem = problemFor(process.argv[2] || process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
