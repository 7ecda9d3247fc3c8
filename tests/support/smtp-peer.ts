import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMail } from './eml';

export interface SmtpPeer {
  /** the port it is (or will be) listening on: closed until `listen()` */
  port: number;
  received: { to: string; subject: string; text: string }[];
  listen(): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * A real SMTP server (nodemailer's smtp-server) on a port of its own, not listening until told:
 * a mail server that is away and comes back. It keeps what it receives, parsed.
 */
export async function smtpPeer(): Promise<SmtpPeer> {
  const port = await freePort();
  const received: SmtpPeer['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(readMail(Buffer.concat(chunks).toString('utf8').replace(/\r\n/g, '\n')));
        callback();
      });
    },
  });
  let listening = false;
  return {
    port,
    received,
    listen: () =>
      new Promise<void>((resolve) => {
        listening = true;
        server.listen(port, '127.0.0.1', resolve);
      }),
    close: () => (listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve()),
  };
}
