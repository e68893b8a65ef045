import { and, asc, eq } from 'drizzle-orm';
import { cities, mailerliteSettings, mailerliteSubscribers, participants } from '../../db/schema/index.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { STAND_IN_GROUPS } from '../../modules/mailerlite/mailerlite-stand-in.routes.ts';
import { MAILERLITE_KEY_PURPOSE } from '../../modules/mailerlite/mailerlite.deps.ts';
import { sealApiKey } from '../../modules/mailerlite/mailerlite.service.ts';
import { addDays } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import { getDemoEmail } from '../demo-accounts.ts';
import { findCity, type DemoStep } from '../demo-context.ts';

/** The key of Laval's demo MailerLite settings: the development stand-in takes any key; MailerLite refuses it. */
export const DEMO_MAILERLITE_API_KEY = 'demo-stand-in-key-laval-0000';
/** Share of Laval's participants who agreed to the mailing list. */
const CONSENTING_SHARE = 0.3;
/** Consenting since the last synchronisation: "sync now" adds them. */
const CONSENTED_SINCE = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Laval's mailing list (issue 18): about a third of its participants agreed to it (the demo participant among
 * them), the settings point at the development stand-in's first group, and last night's synchronisation put
 * those who had agreed by then in the group; three agreed since and one withdrew, so that "sync now" has work.
 * The API key is sealed with the deployment's secret when the caller gives it (the server does), else left out.
 */
export const mailerliteStep: DemoStep = {
  name: 'mailerlite',
  async run(ctx, random) {
    const city = findCity(ctx, 'laval');
    const people = await ctx.tx
      .select({
        id: participants.id,
        email: participants.email,
        firstName: participants.firstName,
        lastName: participants.lastName,
        joinedAt: participants.joinedAt,
      })
      .from(participants)
      .where(and(eq(participants.cityId, city.id), eq(participants.active, true)))
      .orderBy(asc(participants.id));
    const demoEmail = getDemoEmail('participant');
    const consenting = people.filter((person) => person.email === demoEmail || random.chance(CONSENTING_SHARE));
    const lastSync = new Date(addDays(ctx.now, -1).getTime() + 7 * HOUR_MS); // 2 or 3 at night in Laval
    const consents = consenting.map((person, index) => ({
      person,
      at:
        index < CONSENTED_SINCE
          ? new Date(ctx.now.getTime() - random.int(1, 5) * HOUR_MS)
          : new Date(
              Math.min(person.joinedAt.getTime() + random.int(0, 30) * 24 * HOUR_MS, lastSync.getTime() - HOUR_MS),
            ),
    }));
    for (const { person, at } of consents) {
      await ctx.tx.update(participants).set({ mailingListConsentAt: at }).where(eq(participants.id, person.id));
    }
    const synced = consents.filter(({ at }) => at < lastSync).map(({ person }) => person);
    const withdrawn = synced.at(-1)!;
    await ctx.tx.update(participants).set({ mailingListConsentAt: null }).where(eq(participants.id, withdrawn.id));

    const group = STAND_IN_GROUPS[0];
    await insertRows(
      ctx.tx,
      mailerliteSubscribers,
      synced.map((person, index) => ({
        id: random.uuid(),
        cityId: city.id,
        participantId: person.id,
        email: person.email,
        subscriberId: String(110_000_000_000_000_001n + BigInt(index)),
        groupId: group.id,
        sentFields: { name: person.firstName, last_name: person.lastName },
        syncedAt: lastSync,
      })),
    );
    const sealed = ctx.encryptionKey
      ? sealApiKey(createSecretBox(ctx.encryptionKey, MAILERLITE_KEY_PURPOSE), city.id, DEMO_MAILERLITE_API_KEY)
      : null;
    await ctx.tx.insert(mailerliteSettings).values({
      cityId: city.id,
      apiKeyCiphertext: sealed,
      apiKeyHint: sealed ? DEMO_MAILERLITE_API_KEY.slice(-4) : null,
      groupId: group.id,
      groupName: group.name,
      enabled: true,
      syncState: 'succeeded',
      syncStartedAt: new Date(lastSync.getTime() - 40_000),
      syncFinishedAt: lastSync,
      lastAdded: random.int(2, 6),
      lastUpdated: random.int(0, 3),
      lastRemoved: random.int(0, 2),
      createdAt: addDays(ctx.now, -90),
      updatedAt: addDays(ctx.now, -90),
    });
    await ctx.tx
      .update(cities)
      .set({ lastSyncMailerLiteSubscriptionsTimestamp: lastSync })
      .where(eq(cities.id, city.id));
  },
};
