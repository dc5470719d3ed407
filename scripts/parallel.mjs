// Runs shell commands side by side and fails when any fails, naming it: `npm run validate` lints
// (one core, most of a minute) while the type check and the catalogs' check take the other.
// Usage: node scripts/parallel.mjs "<command>" "<command>" …
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: 'inherit' });
        child.on('exit', (code, signal) => resolve({ command, ok: code === 0, how: signal ?? `exit ${String(code)}` }));
        child.on('error', (error) => resolve({ command, ok: false, how: error.message }));
      }),
  ),
);
const failed = results.filter((result) => !result.ok);
for (const { command, how } of failed) console.error(`failed (${how}): ${command}`);
process.exit(failed.length > 0 ? 1 : 0);
