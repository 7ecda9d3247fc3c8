import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../../server/db/data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'data-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes this process id and removes it on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it('refuses a folder held by another running process', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'server.pid'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.pid'), '999999999');
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
