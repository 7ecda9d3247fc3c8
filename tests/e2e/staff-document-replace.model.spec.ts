import { readFileSync } from 'node:fs';
import type { Route } from '@playwright/test';
import { DOCUMENT_MESSAGES } from '../../schemas/staff-document.schema';
import {
  notPdfRefused,
  serverDown,
  staffDocumentReplaceModel,
  staleVersion,
  validFile,
} from '../models/staff-document-replace.model';
import { expectDonePage, expectFlowStep } from '../support/e2e-flow-page';
import { answer } from '../support/e2e-flow-server';
import { signInAsAdmin } from '../support/e2e-staff';
import { expect, type Page, test } from '../support/e2e-test';
import { assertFullCoverage, coveringSubset, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * The console's document task (issue 24: /staff/articles/{id}/document, /step2, /step3) along a
 * covering set of the staff-document-replace machine's paths, on desktop. Each path's admin
 * (`e2e.docs<n>`, STAFF_EMAILS) writes a report, publishes it and gives it a first PDF through the
 * API; in the console a real small PDF (tests/e2e/fixtures/replacement-report.pdf) is chosen with
 * the file input. The upload's check and the replacement are held and answered as the path says
 * (a refusal, a stale version, a failure), and otherwise passed on to the real server: the review
 * compares the two files as the server read them, and once replaced the public download serves
 * the new bytes.
 */

type DocumentMachine = typeof staffDocumentReplaceModel.machine;

const FIXTURE = readFileSync(new URL('./fixtures/replacement-report.pdf', import.meta.url));
const FIXTURE_PAGES = 3;
const FIRST_FILE = '舊版報告書.pdf';

interface Held {
  arrived: () => Promise<Route>;
}
interface DocumentWorld {
  articleId: number;
  subject: string;
  check: Held;
  replace: Held;
}

const STEP_NAMES = ['選擇新檔案', '確認替換檔案', '完成'];
const HEADINGS = { choosing: '選擇新檔案', reviewing: '確認替換檔案', done: '檔案已替換' };
const FILE_LABEL = '新的 PDF 檔';
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const url = (world: DocumentWorld, suffix = '') => new RegExp(`/staff/articles/${world.articleId}/document${suffix}$`);
const size = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const progress = (page: Page) => page.getByRole('progressbar', { name: `上傳中 ${validFile.file.name}` });

/** Holds the page's calls of `method` to `pattern` until the path says how the server answers. */
async function hold(page: Page, pattern: string, method: 'POST' | 'PUT'): Promise<Held> {
  const held: Route[] = [];
  let wake: (() => void) | null = null;
  await page.route(pattern, async (route) => {
    if (route.request().method() !== method) return route.continue();
    held.push(route);
    wake?.();
  });
  return {
    arrived: async () => {
      while (held.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return held.shift() as Route;
    },
  };
}

const errorOf = (event: { type: string; error?: unknown }) =>
  event.type.startsWith('xstate.error.actor.') ? event.error : undefined;

const documentUi: UiPathMap<DocumentMachine, DocumentWorld> = {
  async setup(page) {
    await signInAsAdmin(page.request, `e2e.docs${test.info().parallelIndex}@example.com.tw`);
    const subject = `替換測試報告書 ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/staff/articles', {
      data: { class: 'articleReport', subject, body: '<p>報告書摘要。</p>', category_ids: [], is_top: false },
    });
    expect(created.status(), 'the admin writes a report').toBe(200);
    const { data } = (await created.json()) as { data: { id: number; version: number } };
    const published = await page.request.post(`/api/staff/articles/${data.id}/publication`, {
      data: { to: 'published', version: data.version },
    });
    expect(published.status(), 'the report is published').toBe(200);
    const first = await page.request.put(`/api/staff/articles/${data.id}/document`, {
      multipart: {
        version: String(data.version + 1),
        file: { name: FIRST_FILE, mimeType: 'application/pdf', buffer: FIXTURE },
      },
    });
    expect(first.status(), 'the report has its first file').toBe(200);
    const check = await hold(page, `**/api/staff/articles/${data.id}/document/check`, 'POST');
    const replace = await hold(page, `**/api/staff/articles/${data.id}/document`, 'PUT');
    await page.goto(`/staff/articles/${data.id}`);
    // the article's 文件 section says which file it has and leads to the task
    await expect(
      page.getByText(`目前的檔案：${FIRST_FILE}（${size(FIXTURE.length)}，${FIXTURE_PAGES} 頁）`),
    ).toBeVisible();
    await page.getByRole('link', { name: '替換檔案' }).click();
    return { articleId: data.id, subject, check, replace };
  },
  events: {
    'step.submit': async (page, _event, { from }) => {
      if (from.value === 'choosing') {
        await page
          .getByLabel(FILE_LABEL)
          .setInputFiles({ name: validFile.file.name, mimeType: 'application/pdf', buffer: FIXTURE });
        await page.getByRole('button', { name: '上傳並比對' }).click();
        return;
      }
      await page.getByRole('button', { name: '確認替換' }).click();
    },
    'step.back': async (page) => {
      await page.getByRole('button', { name: '上一步' }).click();
    },
    'step.retry': async (page) => {
      await page.getByRole('button', { name: '重新送出' }).click();
    },
    'xstate.done.actor.check': async (_page, _event, { world }) => {
      await (await world.check.arrived()).continue();
    },
    'xstate.error.actor.check': async (_page, event, { world }) => {
      await answer(await world.check.arrived(), event.error);
    },
    'xstate.done.actor.submit': async (_page, _event, { world }) => {
      await (await world.replace.arrived()).continue();
    },
    'xstate.error.actor.submit': async (_page, event, { world }) => {
      await answer(await world.replace.arrived(), event.error);
    },
  },
  states: {
    choosing: async (page, _s, { event, world }) => {
      await expect(page).toHaveURL(url(world));
      await expect(heading(page, HEADINGS.choosing)).toBeVisible();
      await expectFlowStep(page, 1, STEP_NAMES);
      await expect(page.getByText(`文章「${world.subject}」的 PDF 檔。`)).toBeVisible();
      await expect(page.getByText(`目前的檔案：${FIRST_FILE}（`)).toBeVisible();
      if (errorOf(event) === notPdfRefused) {
        const message = DOCUMENT_MESSAGES.notPdf(validFile.file.name);
        await expect(page.getByRole('alert').getByRole('link', { name: message })).toBeVisible();
        await expect(page.getByLabel(FILE_LABEL)).toHaveAccessibleDescription(new RegExp(message));
      }
    },
    uploading: async (page, _s, { world }) => {
      await expect(page).toHaveURL(url(world));
      await expectFlowStep(page, 1, STEP_NAMES);
      await expect(progress(page)).toBeVisible();
      await expect(page.getByLabel(FILE_LABEL)).toBeDisabled();
      await expect(page.getByRole('button', { name: /確認中/ })).toBeDisabled();
    },
    uploadFailed: async (page, _s, { world }) => {
      await expect(page).toHaveURL(url(world));
      await expectFlowStep(page, 1, STEP_NAMES);
      await expect(page.getByRole('alert').filter({ hasText: serverDown.data.message })).toBeVisible();
      await expect(page.getByRole('button', { name: '重新送出' })).toBeEnabled();
    },
    reviewing: async (page, _s, { world }) => {
      await expect(page).toHaveURL(url(world, '/step2'));
      await expect(heading(page, HEADINGS.reviewing)).toBeVisible();
      await expectFlowStep(page, 2, STEP_NAMES);
      const table = page.getByRole('table', { name: '替換前後的檔案' });
      await expect(table.getByRole('row', { name: `檔名 ${FIRST_FILE} ${validFile.file.name}` })).toBeVisible();
      const kb = size(FIXTURE.length);
      await expect(table.getByRole('row', { name: `大小 ${kb} ${kb}` })).toBeVisible();
      await expect(table.getByRole('row', { name: `頁數 ${FIXTURE_PAGES} 頁 ${FIXTURE_PAGES} 頁` })).toBeVisible();
      await expect(page.getByRole('button', { name: '確認替換' })).toBeEnabled();
    },
    submitting: async (page, _s, { world }) => {
      await expect(page).toHaveURL(url(world, '/step2'));
      await expectFlowStep(page, 2, STEP_NAMES);
      await expect(progress(page)).toBeVisible();
      await expect(page.getByRole('button', { name: /送出中/ })).toBeDisabled();
    },
    failed: async (page, _s, { event, world }) => {
      await expect(page).toHaveURL(url(world, '/step2'));
      await expect(heading(page, HEADINGS.reviewing)).toBeVisible();
      const problem = page.getByRole('alert').filter({ hasText: '資料尚未送出' });
      await expect(problem).toContainText(
        errorOf(event) === staleVersion ? staleVersion.data.message : serverDown.data.message,
      );
      await expect(page.getByRole('button', { name: '重新送出' })).toBeEnabled();
    },
    done: async (page, _s, { world }) => {
      await expect(page).toHaveURL(url(world, '/step3'));
      await expectDonePage(page, HEADINGS.done, STEP_NAMES);
      await expect(
        page.getByText(`已替換為「${validFile.file.name}」（${size(FIXTURE.length)}，${FIXTURE_PAGES} 頁）`),
      ).toBeVisible();
      // the public download serves the new file, under the new name in the list
      const served = await page.request.get(`/documents/${world.articleId}.pdf`);
      expect(served.status()).toBe(200);
      expect(Buffer.from(await served.body()).equals(FIXTURE)).toBe(true);
      const reports = (await (await page.request.get('/api/article_reports?per_page=50')).json()) as {
        data: { id: number; document: { file_name: string } | null }[];
      };
      expect(reports.data.find((r) => r.id === world.articleId)?.document?.file_name).toBe(validFile.file.name);
      await page.getByRole('link', { name: '回到文章', exact: true }).click();
      await expect(page.getByText(`目前的檔案：${validFile.file.name}（`)).toBeVisible();
    },
  },
};

const subset: MachinePath<DocumentMachine>[] = coveringSubset(
  staffDocumentReplaceModel.machine,
  staffDocumentReplaceModel.paths,
);
const plan = planModelUi(staffDocumentReplaceModel, documentUi, subset);

test.describe('staff document task, in the running app', () => {
  test.beforeEach(({ browserName: _ }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the console is for desktops and tablets');
  });

  test('a covering set of the generated paths takes every state and transition through the UI', () => {
    assertFullCoverage(staffDocumentReplaceModel.machine, staffDocumentReplaceModel.paths);
    expect(plan.filter((p) => p.skip !== null)).toEqual([]);
    const ui = assertUiCoverage(staffDocumentReplaceModel, plan);
    expect([ui.missingStates, ui.missingTransitions]).toEqual([[], []]);
  });

  for (const { path, tag } of plan) {
    test(path.name, { tag }, async ({ page }) => {
      test.setTimeout(60_000);
      await replayPathInBrowser(page, path, documentUi);
    });
  }
});
