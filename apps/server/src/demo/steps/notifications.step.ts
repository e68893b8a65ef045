import { localDateTimeToInstant } from '@mobiverte/contracts';
import { notificationRecipients, notifications, notificationTemplates } from '../../db/schema/index.ts';
import { addDays, toIsoDate } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import type { DemoCity, DemoParticipant, DemoStep } from '../demo-context.ts';
import type { Random } from '../random.ts';
import {
  CITY_NOTIFICATION_SEEDS,
  NOTIFICATION_TEMPLATE_SEEDS,
  ORGANISATION_NOTIFICATION_SEEDS,
  type NotificationSeed,
} from '../seed-data/notifications.data.ts';

type NotificationRow = typeof notifications.$inferInsert;
type RecipientRow = typeof notificationRecipients.$inferInsert;

/**
 * Each city's notification templates, and the notifications of each city and organisation: sent ones with their
 * recipients (each participant's inbox item: delivered by push or to the inbox, a few failed, about half opened)
 * and figures, planned ones (one repeated weekly), a draft and a cancelled one.
 */
export const notificationsStep: DemoStep = {
  name: 'notifications',
  async run(ctx, random) {
    const templates = ctx.world.cities.flatMap((city) =>
      NOTIFICATION_TEMPLATE_SEEDS.map((seed, index) => ({
        id: random.uuid(),
        cityId: city.id,
        ...seed,
        createdAt: addDays(ctx.now, -30 + index),
        updatedAt: addDays(ctx.now, -30 + index),
      })),
    );
    await insertRows(ctx.tx, notificationTemplates, templates);

    const rows: NotificationRow[] = [];
    const recipients: RecipientRow[] = [];
    const add = (
      city: DemoCity,
      organisationId: string | null,
      seed: NotificationSeed,
      audience: { organisationIds: string[] },
      reached: readonly DemoParticipant[],
    ) => {
      const row = notificationRow(ctx.now, city, organisationId, seed, audience, random);
      if (seed.state === 'sent') {
        const own = recipientRows(row, reached, random);
        recipients.push(...own);
        row.targetedCount = own.length;
        row.deliveredCount = own.filter((recipient) => recipient.status === 'delivered').length;
        row.failedCount = own.length - row.deliveredCount;
        row.openedCount = own.filter((recipient) => recipient.openedAt).length;
      }
      rows.push(row);
    };
    for (const city of ctx.world.cities) {
      const organisations = ctx.world.organisations
        .filter((organisation) => organisation.city.id === city.id)
        .sort((a, b) => a.name.localeCompare(b.name));
      const participants = ctx.world.participants.filter((participant) => participant.cityId === city.id);
      for (const seed of CITY_NOTIFICATION_SEEDS) {
        const only = seed.firstOrganisationOnly ? organisations[0] : undefined;
        add(
          city,
          null,
          seed,
          { organisationIds: only ? [only.id] : [] },
          only ? participants.filter((participant) => participant.organisationId === only.id) : participants,
        );
      }
      for (const organisation of organisations) {
        const own = participants.filter((participant) => participant.organisationId === organisation.id);
        for (const seed of ORGANISATION_NOTIFICATION_SEEDS)
          add(city, organisation.id, seed, { organisationIds: [] }, own);
      }
    }
    await insertRows(ctx.tx, notifications, rows);
    await insertRows(ctx.tx, notificationRecipients, recipients);
  },
};

function notificationRow(
  now: Date,
  city: DemoCity,
  organisationId: string | null,
  seed: NotificationSeed,
  audience: { organisationIds: string[] },
  random: Random,
): NotificationRow {
  const timeZone = city.template.timezone;
  const plannedLocal =
    seed.daysFromNow === undefined ? null : `${toIsoDate(addDays(now, seed.daysFromNow))}T${seed.localTime}`;
  const plannedAt = plannedLocal ? new Date(localDateTimeToInstant(plannedLocal, timeZone)) : null;
  const createdAt = addDays(plannedAt && plannedAt < now ? plannedAt : now, -random.int(1, 6));
  return {
    id: random.uuid(),
    cityId: city.id,
    organisationId,
    name: seed.name,
    title: seed.title,
    content: seed.content,
    audience: {
      kind: audience.organisationIds.length > 0 ? 'organisations' : 'everyone',
      organisationIds: audience.organisationIds,
      branchIds: [],
    },
    state: seed.state,
    plannedLocal,
    plannedAt,
    repeat: seed.repeat?.every ?? 'none',
    repeatUntil: seed.repeat ? toIsoDate(addDays(now, (seed.daysFromNow ?? 0) + seed.repeat.forDays)) : null,
    sentAt: seed.state === 'sent' ? plannedAt : null,
    finishedAt: seed.state === 'sent' && plannedAt ? new Date(plannedAt.getTime() + 40_000) : null,
    cancelledAt: seed.state === 'cancelled' ? addDays(now, -1) : null,
    createdAt,
    updatedAt: seed.state === 'cancelled' ? addDays(now, -1) : createdAt,
  };
}

/** The inbox items of a sent notification: 3 % failed at the push service, two thirds by push, about half opened. */
function recipientRows(row: NotificationRow, reached: readonly DemoParticipant[], random: Random): RecipientRow[] {
  const sentAt = row.sentAt!;
  return reached.map((participant) => {
    const failed = random.chance(0.03);
    const deliveredAt = new Date(sentAt.getTime() + random.int(1, 40) * 1000);
    const opened = !failed && random.chance(0.48);
    return {
      notificationId: row.id!,
      participantId: participant.id,
      status: failed ? 'failed' : 'delivered',
      via: failed ? null : random.chance(0.68) ? 'push' : 'inbox',
      attempts: failed ? 5 : 1,
      nextAttemptAt: sentAt,
      claimedAt: sentAt,
      deliveredAt: failed ? null : deliveredAt,
      openedAt: opened ? new Date(deliveredAt.getTime() + random.int(1, 600) * 60_000) : null,
      error: failed ? 'push service answered 503' : null,
      createdAt: sentAt,
    };
  });
}
