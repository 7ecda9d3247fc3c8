import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The server as `npm start` runs it (tsx), stopped by its configuration before it opens anything.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'startup-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const run = spawnSync('node', ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '39999', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const output = `${run.stdout}${run.stderr}`.trim();
  return { status: run.status, output, lines: output.split('\n') };
}

// each test starts the server's process through tsx: seconds on a quiet machine, far more on a busy one
describe('a server that cannot start says why in one sentence', { timeout: 90_000 }, () => {
  it('a malformed DATABASE_URL: one line naming the variable and its form, no ZodError stack', () => {
    const { status, output, lines } = start({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost:3000',
      DATABASE_URL: 'localhost:5432/haolife',
    });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(output).toContain(
      'DATABASE_URL must be a PostgreSQL address such as postgres://user:password@localhost:5432/haolife',
    );
    expect(output).not.toMatch(/ZodError|\n\s+at |"code":/);
  });

  it('production without PUBLIC_URL or ALLOWED_HOSTS', () => {
    const { status, output, lines } = start({ NODE_ENV: 'production' });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(output).toContain('PUBLIC_URL or ALLOWED_HOSTS must be set in production');
  });

  it('production without TICKET_SIGNING_KEY: tickets signed by a key of its own would not verify elsewhere', () => {
    const { status, output, lines } = start({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(output).toContain('TICKET_SIGNING_KEY must be set in production');
  });
});
