// Lints the API's OpenAPI document with Redocly's recommended rules and no ignore file: the document
// is built from the app in-process, exactly as GET /v1/mobile/wfm/openapi.json serves it, written to
// a temporary directory and checked there by `redocly lint --extends=recommended` (run in that
// directory, so no redocly.yaml or .redocly.lint-ignore.yaml can change the rules). Any error or
// warning fails (Redocly itself exits 0 on warnings, so its JSON report is counted here).
// Run by `npm run lint:openapi` (part of `npm run validate`): node scripts/lint-openapi.mjs
// The machine may have no network: Redocly's telemetry and update check are off.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX } from '#contract/api-contract.ts';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { quietLogger } from '../server/logger.ts';

async function openApiDocument() {
  // The document needs no data: a pool that never connects is enough (as in server/http/openapi.test.ts).
  const db = await openDatabase({ databaseUrl: 'postgres://unused@127.0.0.1:1/unused' });
  try {
    const config = loadConfig({ SCRYPT_LOG_N: '10', DATA_DIR: 'memory://', DIST_DIR: '/nonexistent/dist' });
    const res = await createApp({ db, config, logger: quietLogger }).request(`${API_PREFIX}/openapi.json`);
    if (res.status !== 200) throw new Error(`GET ${API_PREFIX}/openapi.json answered ${res.status}`);
    return await res.json();
  } finally {
    await db.destroy();
  }
}

function lint(file, cwd) {
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const result = spawnSync(process.execPath, [cli, 'lint', '--extends=recommended', '--format=json', '--max-problems=1000', file], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    timeout: 120_000,
  });
  if (result.error) throw result.error;
  try {
    return JSON.parse(result.stdout);
  } catch {
    throw new Error(`redocly lint gave no report (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'wfm-openapi-'));
try {
  const file = join(dir, 'openapi.json');
  const document = await openApiDocument();
  writeFileSync(file, JSON.stringify(document, null, 2));
  const { totals, problems } = lint(file, dir);
  for (const problem of problems) {
    const where = problem.location?.map((location) => location.pointer).join(', ') ?? '';
    console.error(`${problem.severity} ${problem.ruleId} at ${where}: ${problem.message}`);
  }
  const operations = Object.values(document.paths).reduce((count, methods) => count + Object.keys(methods).length, 0);
  if (totals.errors + totals.warnings > 0) {
    console.error(`OpenAPI: ${totals.errors} error(s), ${totals.warnings} warning(s) from Redocly's recommended rules: fix the route definitions.`);
    process.exitCode = 1;
  } else {
    console.info(`OpenAPI: ${operations} operations pass Redocly's recommended rules (no errors, no warnings)`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
// The app's pool and timers are not ours to wait for.
process.exit();
