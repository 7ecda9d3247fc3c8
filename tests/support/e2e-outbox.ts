/**
 * The running test server's outbox (DATA_DIR/outbox/*.eml, no SMTP configured), read from the
 * Playwright process: the mails a person would find in their mailbox.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { readMail } from './eml';

const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? E2E_DATA_DIR, 'outbox');
/** the outboxes read: the test server's, and those of servers a spec started itself (`readOutboxOf`) */
const outboxes = [OUTBOX];

/** Mails of an app server a spec started itself (tests/support/cluster/app-server.ts) are read too. */
export function readOutboxOf(dataDir: string): void {
  const dir = path.join(dataDir, 'outbox');
  if (!outboxes.includes(dir)) outboxes.push(dir);
}

/**
 * Each .eml read once per worker: the server writes a mail aside and renames it into place, so a
 * listed file never changes, and the suite's outbox grows to hundreds of mails that every poll
 * would otherwise read and decode again.
 */
const readMails = new Map<string, ReturnType<typeof readMail>>();

/** Every mail sent so far, oldest first. */
export function outboxMails(): ReturnType<typeof readMail>[] {
  return outboxes.flatMap((dir) => {
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    return files.sort().map((file) => {
      const at = path.join(dir, file);
      let mail = readMails.get(at);
      if (!mail) {
        mail = readMail(readFileSync(at, 'utf8'));
        readMails.set(at, mail);
      }
      return mail;
    });
  });
}

/** The link matching `pattern` in the latest mail to `to` with `subject`, once it has arrived. */
export async function mailedLink(to: string, subject: string, pattern: RegExp): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        const mail = outboxMails().findLast((m) => m.to.includes(to) && m.subject === subject);
        link = mail ? (pattern.exec(mail.text)?.[0] ?? null) : null;
        return link;
      },
      { message: `a mail 「${subject}」 to ${to} in ${OUTBOX}`, timeout: 10_000 },
    )
    .not.toBeNull();
  return link as unknown as string;
}
