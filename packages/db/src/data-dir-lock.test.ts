import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'talent-lock-'));
  dirs.push(dir);
  return dir;
};

it('takes a free folder and releases it', () => {
  const dir = tempDir();
  const release = acquireDataDirLock(dir);
  expect(readFileSync(join(dir, 'talent-portal.lock'), 'utf8')).toBe(String(process.pid));
  release();
  expect(existsSync(join(dir, 'talent-portal.lock'))).toBe(false);
});

it('clears a stale lock whose process is gone, with the pid file PGlite left', () => {
  const dir = tempDir();
  mkdirSync(join(dir, 'pgdata'));
  writeFileSync(join(dir, 'pgdata', 'postmaster.pid'), '-42\n');
  writeFileSync(join(dir, 'talent-portal.lock'), '999999999');
  const release = acquireDataDirLock(dir);
  expect(existsSync(join(dir, 'pgdata', 'postmaster.pid'))).toBe(false);
  release();
});

it('refuses a folder that a live process holds, with a clear message', () => {
  const dir = tempDir();
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  children.push(child);
  writeFileSync(join(dir, 'talent-portal.lock'), String(child.pid));
  expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
  expect(() => acquireDataDirLock(dir)).toThrow(/is in use by another running process/);
});
