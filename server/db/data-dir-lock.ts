import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its folder, and two processes on one folder silently lose writes. A pid
 * file makes a second copy started on the same DATA_DIR stop at once with a clear message; a
 * lock left by a process that no longer runs (a crash, kill -9) is taken over.
 */
export function lockDataDir(dir: string): { release(): void } {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return {
        release() {
          if (readPid(file) === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readPid(file);
      if (holder !== null && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `${path.resolve(dir)} is in use by process ${holder}: give each copy of the server its own DATA_DIR`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${path.resolve(dir)}`);
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether a process with this pid is alive (signal 0 probes without touching it). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
