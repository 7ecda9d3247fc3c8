/**
 * An app server of the test's own cluster: `server/main.ts` run as a child process (no build:
 * pages answer from the bare template, which API calls never read), on a port and a DATA_DIR of
 * its own. The process can be stopped politely or killed as a crash would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface AppServer {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  /** what the process wrote so far (LOG_LEVEL=warn: only trouble) */
  log(): string;
  /** SIGKILL: no shutdown code runs, as when the machine or the process dies */
  crash(): Promise<void>;
  /** SIGTERM, then its DATA_DIR removed */
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const healthy = (url: string) =>
  fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.ok,
    () => false,
  );

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Starts one app server with `env` (the settings every server shares) and waits until it answers
 * `/api/health`. The first start on an empty database seeds it, the others wait for that.
 */
export async function startAppServer(
  name: string,
  /** the settings, or a function of the server's address for settings that name it (PUBLIC_URL) */
  env: Record<string, string> | ((url: string) => Record<string, string>),
  timeoutMs = 80_000,
): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const settings = typeof env === 'function' ? env(url) : env;
  const dataDir = mkdtempSync(path.join(tmpdir(), `haolife-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...settings, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // never outlive the test process, whatever happens to the test
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const server: AppServer = {
    name,
    port,
    url,
    dataDir,
    log: () => log,
    async crash() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        // the server's own grace period is 10 s; a test's afterAll does not wait that long
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited(child);
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await healthy(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await server.stop();
      throw new Error(`app server ${name} did not start (exit ${child.exitCode}): ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}
