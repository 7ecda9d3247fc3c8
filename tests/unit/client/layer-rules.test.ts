import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The direction of the client's layers (app → routes → screens → components → lib) is kept by
 * Biome's noRestrictedImports overrides in biome.json, which `npm run validate` runs. Here a probe
 * file in each folder shows that a wrong import fails and a right one passes. Biome 2.6 reports no
 * lint diagnostics for `--stdin-file-path`, so the probe is a real file, in a scratch folder that
 * holds the project's biome.json: the project's own tree is never touched.
 */
const root = new URL('../../../', import.meta.url).pathname;
const biome = path.join(root, 'node_modules/.bin/biome');
const scratch = mkdtempSync(path.join(tmpdir(), 'layer-rules-'));
const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
config.$schema = undefined;
// the scratch folder is no git repository: let Biome look at every file
config.vcs = { enabled: false };
writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(file: string, source: string) {
  const full = path.join(scratch, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, source);
  const run = spawnSync('node', [biome, 'lint', '--only=style/noRestrictedImports', file], {
    cwd: scratch,
    encoding: 'utf8',
  });
  rmSync(full);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the client layers, enforced by Biome', () => {
  it('lib/ may not call the API', () => {
    const { status, output } = lint(
      'src/lib/probe.ts',
      "import { api } from '../api/http-client';\nexport const x = api;\n",
    );
    expect(status).not.toBe(0);
    expect(output).toContain('lib/ is the bottom');
  });

  it('lib/ may use other lib files and schemas/', () => {
    const source =
      "import { endpoints } from '../../schemas/api-endpoints';\nimport { signInBase } from './config';\nexport const x = [endpoints, signInBase];\n";
    expect(lint('src/lib/probe.ts', source).status).toBe(0);
  });

  it('components/ take data by props, never from api/ (a form part too)', () => {
    const { status, output } = lint(
      'src/components/form/probe.tsx',
      "import { updateProfile } from '../../api/profile.mutations';\nexport const x = updateProfile;\n",
    );
    expect(status).not.toBe(0);
    expect(output).toContain('components/ take their data by props');
    const clean = "import { UI_TEXT } from '../../lib/ui-text';\nexport const x = UI_TEXT;\n";
    expect(lint('src/components/form/probe.tsx', clean).status).toBe(0);
  });

  it('components/ may not reach up into the app', () => {
    const { status, output } = lint(
      'src/components/probe.tsx',
      "import { AppShell } from '../app/app-shell';\nexport const x = AppShell;\n",
    );
    expect(status).not.toBe(0);
    expect(output).toContain('components/');
  });

  it('screens/ may call the API but not import a route', () => {
    expect(
      lint('src/screens/probe/probe.tsx', "import { api } from '../../api/http-client';\nexport const x = api;\n")
        .status,
    ).toBe(0);
    const { status } = lint(
      'src/screens/probe/probe.tsx',
      "import { Component } from '../../routes/home.route';\nexport const x = Component;\n",
    );
    expect(status).not.toBe(0);
  });

  it('keeps the server out of every layer', () => {
    const { status, output } = lint(
      'src/screens/probe/probe.tsx',
      "import { x } from '../../../server/app';\nexport const y = x;\n",
    );
    expect(status).not.toBe(0);
    expect(output).toContain('src/ never imports server/');
  });
});
