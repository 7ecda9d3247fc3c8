import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * axe's violations on the page as it is now, one line each (`rule: target, target`), so a failing
 * `toEqual([])` says which rule and where. The accessible name of a control must contain its
 * visible label (`label-content-name-mismatch`, off in axe by default, on here: a person using
 * voice control says what they see).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * axe on a flow's step the first time any worker of this run reaches it (`key`: the machine and
 * its state), on the desktop project: every step of every flow is checked once a run, not once a
 * path (a step is on dozens of paths). The claim is a file made exclusively under the run's id
 * (playwright.config.ts sets E2E_RUN_ID), so three workers check it once between them.
 */
export async function axeOncePerRun(page: Page, key: string): Promise<void> {
  const info = test.info();
  // a state before any page is open (the session's first check) has nothing to check yet
  if (info.project.name !== 'desktop' || page.url() === 'about:blank' || !claim(key)) return;
  const started = Date.now();
  const violations = await axeViolations(page);
  // the path's time budget is for its steps; the check is on top of it
  info.setTimeout(info.timeout + (Date.now() - started));
  expect(violations, `axe on ${key}`).toEqual([]);
}

const claims = new Set<string>();
function claim(key: string): boolean {
  if (claims.has(key)) return false;
  claims.add(key);
  const dir = path.resolve('.tmp/axe-steps', process.env.E2E_RUN_ID ?? String(process.pid));
  mkdirSync(dir, { recursive: true });
  try {
    closeSync(openSync(path.join(dir, encodeURIComponent(key)), 'wx'));
    return true;
  } catch {
    return false;
  }
}
