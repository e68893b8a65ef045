import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import { mail } from '../db/schema/index.ts';

export type OutgoingMail = { to: string; subject: string; html: string; text: string; replyTo?: string; bcc?: string };
export type Mailer = { send: (message: OutgoingMail) => Promise<{ id: string; status: 'sent' | 'failed' | 'kept' }> };

/**
 * Every email is written to the `mail` outbox first. With SMTP_URL it is then sent over SMTP and marked sent
 * or failed; without it, it stays in the outbox as `kept` and is logged, so that nothing is lost in development.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
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
