import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Where the e2e run's emails land, one `.eml` file per message, for the tests to read. */
export const MAIL_DIR = new URL('../test-results/mail', import.meta.url).pathname;
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;

/** A real SMTP server on loopback that writes every message it receives to MAIL_DIR. */
export async function startMailCapture(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const name = `${Date.now()}-${String(received).padStart(4, '0')}.eml`;
        writeFileSync(path.join(MAIL_DIR, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
