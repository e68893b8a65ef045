import pino from 'pino';
import { openDatabase } from '../../apps/server/src/db/connection.ts';
import { createMailer } from '../../apps/server/src/mail/mailer.ts';
import { createCampaignSender } from '../../apps/server/src/modules/email-campaigns/campaign-sender.ts';

/**
 * One sending process of bench:email-campaign, started (and killed) by the bench: the product's campaign sender on
 * the bench database, sending through the bench's SMTP sink at the throttle it is given. It prints its totals when
 * nothing is left to send.
 */
const [databaseUrl, smtpUrl, rate, staleMs] = process.argv.slice(2);
const logger = pino({ level: 'warn' });
const database = await openDatabase({ databaseUrl: databaseUrl! });
const mailer = createMailer({ db: database.db, smtpUrl, from: 'Mobiverte <no-reply@bench.mobiverte.test>', logger });
const sender = createCampaignSender({
  db: database.db,
  mailer,
  logger,
  appUrl: 'http://bench.mobiverte.test',
  authSecret: 'bench-secret-bench-secret-bench-secret-01',
  brandName: 'Mobiverte',
  ratePerMinute: Number(rate),
  staleClaimMs: Number(staleMs),
});
const totals = await sender.run();
console.log(JSON.stringify(totals));
mailer.close();
await database.close();
