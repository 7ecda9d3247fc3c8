import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The server's layers as biome.json enforces them (and so `npm run validate`): each probe file is
// linted at its layer's path in a scratch folder holding a copy of the project's biome.json.
// Biome 2.6's stdin mode (`--stdin-file-path`) cannot serve: it prints no diagnostics and exits 1
// even for clean code.
const ROOT = resolve(import.meta.dirname, '../../..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');
const scratch = mkdtempSync(join(tmpdir(), 'layer-rules-'));
copyFileSync(join(ROOT, 'biome.json'), join(scratch, 'biome.json'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(path: string, code: string) {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, code);
  const run = spawnSync('node', [BIOME, 'lint', '--vcs-enabled=false', '--colors=off', path], {
    cwd: scratch,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const SERVICES = 'server/services/ never see HTTP';
const ROUTES = 'server/routes/ stay thin';
const DOMAIN = "server/domain/ is the server's bottom layer";

describe('layer rules refuse an import that goes the wrong way', () => {
  it.each([
    ['server/services/probe-a.service.ts', "import { Hono } from 'hono';\nexport const x = Hono;\n", SERVICES],
    [
      'server/services/probe-b.service.ts',
      "import { HTTPException } from 'hono/http-exception';\nexport const x = HTTPException;\n",
      SERVICES,
    ],
    [
      'server/services/probe-c.service.ts',
      "import { withLinks } from '../http/page-links';\nexport const x = withLinks;\n",
      SERVICES,
    ],
    ['server/routes/probe-a.routes.ts', "import { eq } from 'drizzle-orm';\nexport const x = eq;\n", ROUTES],
    [
      'server/routes/probe-b.routes.ts',
      "import { members } from '../db/tables/member.table';\nexport const x = members;\n",
      ROUTES,
    ],
    ['server/domain/probe-a.ts', "import { sql } from 'drizzle-orm';\nexport const x = sql;\n", DOMAIN],
    ['server/domain/probe-b.ts', "import { Hono } from 'hono';\nexport const x = Hono;\n", DOMAIN],
    ['server/domain/probe-c.ts', "import type { Db } from '../db/client';\nexport type X = Db;\n", DOMAIN],
    // a layer's own rule keeps the rules of all of server/
    [
      'server/services/probe-d.service.ts',
      "import { useState } from 'react';\nexport const x = useState;\n",
      'browser package in server code.',
    ],
  ])('%s', (path, code, message) => {
    const { status, output } = lint(path, code);
    expect(status).not.toBe(0);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain(message);
  });
});

describe('layer rules let the right way through', () => {
  it.each([
    [
      'server/services/clean.service.ts',
      "import { sql } from 'drizzle-orm';\nimport { NotFoundError } from '../domain/domain-errors';\nimport { paginate } from '../domain/pagination';\nexport const x = [sql, NotFoundError, paginate];\n",
    ],
    [
      'server/routes/clean.routes.ts',
      "import { Hono } from 'hono';\nimport { withLinks } from '../http/page-links';\nimport { getProfile } from '../services/profile.service';\nexport const x = [Hono, withLinks, getProfile];\n",
    ],
    [
      'server/domain/clean.ts',
      "import type { PageQuery } from '../../schemas/page-query.schema';\nexport type X = PageQuery;\n",
    ],
  ])('%s', (path, code) => {
    const { status, output } = lint(path, code);
    expect(output).not.toContain('noRestrictedImports');
    expect(status).toBe(0);
  });
});
