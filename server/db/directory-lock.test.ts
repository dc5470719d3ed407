import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { LOCK_FILE, lockDataDirectory } from './directory-lock.ts';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wfm-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('one server per PGlite directory', () => {
  it('refuses a second server on a directory in use, with a message saying what to do', async () => {
    const dir = fresh();
    const first = await openDatabase({ dataDir: dir });
    try {
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      // Another process (here: this one's parent, which is running) holding the directory.
      writeFileSync(join(dir, LOCK_FILE), `${String(process.ppid)}\n`);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another server \(process \d+\).*another DATA_DIR/);
    } finally {
      writeFileSync(join(dir, LOCK_FILE), `${String(process.pid)}\n`);
      await first.destroy();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses to open a directory another process has open', async () => {
    const dir = fresh();
    const database = fileURLToPath(new URL('./database.ts', import.meta.url));
    const other = spawn(
      process.execPath,
      ['--input-type=module', '-e', `const { openDatabase } = await import(${JSON.stringify(database)}); await openDatabase({ dataDir: process.argv[1] }); console.log('open'); process.stdin.resume();`, dir],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        other.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('open')) resolve();
        });
        other.on('exit', (code) => reject(new Error(`the other process exited with ${String(code)}`)));
      });
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`in use by another server (process ${String(other.pid)})`);
    } finally {
      const exited = other.exitCode === null && other.signalCode === null ? once(other, 'exit') : Promise.resolve();
      other.kill('SIGKILL');
      await exited;
    }
    // Killed without a word: its lock is taken over.
    const db = await openDatabase({ dataDir: dir });
    await db.destroy();
  }, 30_000);

  it('takes over a lock left by a server that is gone (kill -9), and releases it on close', async () => {
    const dir = fresh();
    // A process id far above any this machine hands out.
    writeFileSync(join(dir, LOCK_FILE), '4194000\n');
    const db = await openDatabase({ dataDir: dir });
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await db.destroy();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('lets the same process take its own lock again, and leaves another process\'s file alone on release', () => {
    const dir = fresh();
    const lock = lockDataDirectory(dir);
    expect(() => lockDataDirectory(dir)).not.toThrow();
    writeFileSync(join(dir, LOCK_FILE), `${String(process.ppid)}\n`);
    lock.release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid));
  });
});
