import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** extra headers, e.g. List-Unsubscribe */
  headers?: Record<string, string>;
  /** files with the mail: a ticket's QR code (shown in the HTML by its `cid`), an .ics */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
  /** the id an HTML part shows it by: `<img src="cid:…">` */
  cid?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerConfig {
  /** smtp(s)://user:pass@host:port; without it messages go to `outboxDir` */
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
}

/**
 * nodemailer over SMTP when configured; otherwise the same message, rendered by nodemailer as a
 * real RFC 822 file, is written to the outbox folder (`<DATA_DIR>/outbox/*.eml`), so development
 * and tests exercise the same mail code and a person can open the mail in any mail client.
 */
export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.from, ...message });
      await mkdir(config.outboxDir, { recursive: true });
      // time first so that `ls` lists mail in the order it was sent
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(config.outboxDir, name);
      // written aside, then renamed: whoever reads the outbox only ever sees whole messages
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
    },
  };
}

export const outboxDir = (dataDir: string) => path.resolve(dataDir, 'outbox');
