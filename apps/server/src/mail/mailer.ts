import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import { mail } from '../db/schema/index.ts';

export type OutgoingMail = { to: string; subject: string; html: string; text: string; replyTo?: string; bcc?: string };
/** One email of a campaign: its own sender name, a fixed Message-ID (a resend after a crash is recognisable). */
export type BulkMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  fromName: string;
  messageId: string;
  headers: Record<string, string>;
};
export type Mailer = {
  send: (message: OutgoingMail) => Promise<{ id: string; status: 'sent' | 'failed' | 'kept' }>;
  /**
   * Sends a campaign's email over a pooled SMTP connection, without the outbox (the campaign's recipient row is its
   * record); throws when the server refuses it. Without SMTP_URL it is kept in the outbox and answers `kept`.
   */
  deliverBulk: (message: BulkMail) => Promise<'sent' | 'kept'>;
  close: () => void;
};

/** The address of a `Name <address>` sender (or the sender itself when it is a bare address). */
export function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * Every email is written to the `mail` outbox first. With SMTP_URL it is then sent over SMTP and marked sent
 * or failed; without it, it stays in the outbox as `kept` and is logged, so that nothing is lost in development.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let pool: Transporter | null = null;
  const address = senderAddress(options.from);
  return {
    async deliverBulk(message) {
      const from = { name: message.fromName, address };
      if (!options.smtpUrl) {
        await options.db.insert(mail).values({
          to: message.to,
          from: `${message.fromName} <${address}>`,
          subject: message.subject,
          html: message.html,
          text: message.text,
          status: 'kept',
        });
        return 'kept';
      }
      pool ??= nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 3 } as never);
      await pool.sendMail({ ...message, from });
      return 'sent';
    },
    close() {
      pool?.close();
      transport?.close();
    },
    async send(message) {
      const [row] = await options.db
        .insert(mail)
        .values({ ...message, from: options.from, status: transport ? 'pending' : 'kept' })
        .returning({ id: mail.id });
      const id = row!.id;
      if (!transport) {
        options.logger.info(
          { mailId: id, to: message.to, subject: message.subject },
          'mail kept in the outbox (no SMTP_URL)',
        );
        return { id, status: 'kept' };
      }
      try {
        await transport.sendMail({ ...message, from: options.from });
        await options.db.update(mail).set({ status: 'sent', sentAt: new Date() }).where(eq(mail.id, id));
        return { id, status: 'sent' };
      } catch (error) {
        options.logger.error({ mailId: id, err: error }, 'mail delivery failed');
        await options.db
          .update(mail)
          .set({ status: 'failed', error: (error as Error).message })
          .where(eq(mail.id, id));
        return { id, status: 'failed' };
      }
    },
  };
}
