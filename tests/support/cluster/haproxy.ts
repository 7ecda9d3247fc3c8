/**
 * Debian's HAProxy in front of the test's app servers: round-robin, each answer naming the server
 * that made it (`X-Served-By`), a dead server found by health checks within two seconds, and a
 * request that cannot connect to one sent to another (so a crashed server loses no request that
 * had not reached it; one it had already taken fails, as it would for a visitor).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The haproxy binary: Debian's (`.ci/run` installs it), else one on PATH; null when there is none. */
export function haproxyBinary(): string | null {
  if (existsSync('/usr/sbin/haproxy')) return '/usr/sbin/haproxy';
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

export interface Backend {
  name: string;
  port: number;
}

/**
 * The configuration. `retries` + `redispatch 1`: a refused connection is tried again on the other
 * server at once (only connection failures: a request a server took is never sent twice). The
 * health check names the site's Host, as a visitor's request does.
 */
export function haproxyConfig(port: number, backends: readonly Backend[]): string {
  return [
    'global',
    '  maxconn 256',
    // requests and the servers' state changes on stderr (RunningProxy.log): which server took each
    // request and how often it was tried again (`retries=+1`: sent to the other server)
    '  log stderr format raw local0 info',
    'defaults',
    '  mode http',
    '  log global',
    '  option dontlognull',
    '  log-format "%HM %HU %ST served-by=%s retries=%rc"',
    '  timeout connect 1s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  retries 3',
    '  option redispatch 1',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  default_backend apps',
    'backend apps',
    '  balance roundrobin',
    '  option forwardfor',
    '  option httpchk',
    `  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host 127.0.0.1:${port}`,
    '  http-check expect status 200',
    // down after three failed checks, at least a second after a crash: the test sees both ways
    // a dead server is left out (redispatched requests, then the health check)
    '  default-server inter 500ms fastinter 500ms fall 3 rise 2',
    '  http-response set-header X-Served-By %[srv_name]',
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    '',
  ].join('\n');
}

export interface RunningProxy {
  url: string;
  log(): string;
  stop(): Promise<void>;
}

/**
 * Starts HAProxy in the foreground (`-db`) on `port` (chosen before the app servers, whose
 * PUBLIC_URL it is) and waits until every backend has answered through it.
 */
export async function startHaproxy(
  binary: string,
  port: number,
  backends: readonly Backend[],
  timeoutMs = 20_000,
): Promise<RunningProxy> {
  const url = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'haolife-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(port, backends));
  const child: ChildProcess = spawn(binary, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const proxy: RunningProxy = {
    url,
    log: () => log,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };

  // until round-robin has reached every backend: each is up in HAProxy's eyes
  const seen = new Set<string>();
  const deadline = Date.now() + timeoutMs;
  while (seen.size < backends.length) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await proxy.stop();
      throw new Error(`haproxy did not reach every backend (saw ${[...seen].join(', ')}): ${log}`);
    }
    const res = await fetch(`${url}/api/health`).catch(() => null);
    const by = res?.ok ? res.headers.get('x-served-by') : null;
    if (by) seen.add(by);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return proxy;
}
