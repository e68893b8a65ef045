import { hashPassword } from 'better-auth/crypto';
import { defaultCityFeatures, type DashboardRole } from '@mobiverte/contracts';
import { createPasswordCredentials } from '../auth/credentials.ts';
import type { ParticipantActor } from '../auth/actor.ts';
import type { Db } from '../db/connection.ts';
import {
  badges,
  branches,
  carpoolEvents,
  challenges,
  cities,
  cityAdmins,
  externalUsers,
  happyHours,
  emailCampaigns,
  news,
  notificationRecipients,
  notifications,
  notificationTemplates,
  organisations,
  participantDevices,
  orders,
  participants,
  productCategories,
  productCodes,
  products,
  regions,
  stores,
  tenants,
  trips,
} from '../db/schema/index.ts';

export const TEST_PASSWORD = 'Correct-Horse-42';
let passwordHash: Promise<string> | undefined;

export async function createCredentials(db: Db, email: string, name: string): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return createPasswordCredentials(db, { email, name, passwordHash: await passwordHash });
}

/**
 * A second organisation of a tenancy's city, with its own sign-in (`key` keeps its email and invite code apart from
 * other suites' on a shared database).
 */
export async function createOtherOrganisation(db: Db, cityId: string, key: string) {
  const email = `other-org.${key}@test.mobiverte.org`.toLowerCase();
  const owner = await createCredentials(db, email, 'Autre');
  const [organisation] = await db
    .insert(organisations)
    .values({
      authUserId: owner,
      cityId,
      name: 'Autre organisation',
      email,
      inviteCode: `OTHER${key.replace(/[^a-z0-9]/gi, '').toUpperCase()}`,
      employeesCount: 10,
    })
    .returning();
  return organisation!;
}

export type Tenancy = Awaited<ReturnType<typeof createTenancy>>;

/**
 * One city with one of everything: a city admin, an organisation with a branch, a merchant with a store and
 * a product, a co-admin of the organisation, a participant and a carpool event. Two of these prove isolation.
 */
export async function createTenancy(
  db: Db,
  label: string,
  options: { externalFor?: DashboardRole; canEdit?: boolean } = {},
) {
  const emailOf = (kind: string) => `${kind}.${label}@test.mobiverte.org`.toLowerCase();
  const [city] = await db
    .insert(cities)
    .values({ name: `Ville ${label}`, email: emailOf('city-contact'), features: defaultCityFeatures('mobiverte') })
    .returning();
  const [region] = await db
    .insert(regions)
    .values({ cityId: city!.id, name: `Région ${label}` })
    .returning();
  const cityUser = await createCredentials(db, emailOf('city'), `Admin ${label}`);
  await db
    .insert(cityAdmins)
    .values({ authUserId: cityUser, cityId: city!.id, firstName: 'Admin', lastName: label, email: emailOf('city') });
  const organisationUser = await createCredentials(db, emailOf('organisation'), `Organisation ${label}`);
  const [organisation] = await db
    .insert(organisations)
    .values({
      authUserId: organisationUser,
      cityId: city!.id,
      regionId: region!.id,
      name: `Organisation ${label}`,
      email: emailOf('organisation'),
      inviteCode: `INV${label}`.toUpperCase().slice(0, 12),
      employeesCount: 42,
    })
    .returning();
  const [branch] = await db
    .insert(branches)
    .values({ organisationId: organisation!.id, name: `Établissement ${label}` })
    .returning();
  const tenantUser = await createCredentials(db, emailOf('tenant'), `Commerce ${label}`);
  const [tenant] = await db
    .insert(tenants)
    .values({ authUserId: tenantUser, cityId: city!.id, name: `Commerce ${label}`, email: emailOf('tenant') })
    .returning();
  const [store] = await db
    .insert(stores)
    .values({
      tenantId: tenant!.id,
      cityId: city!.id,
      firstName: `Boutique ${label}`,
      merchantId: `MV-${label}`.toUpperCase(),
    })
    .returning();
  const [product] = await db
    .insert(products)
    .values({
      tenantId: tenant!.id,
      cityId: city!.id,
      titleFr: `Produit ${label}`,
      titleEn: `Product ${label}`,
      price: '5.00',
      stock: 3,
      initialStock: 3,
    })
    .returning();
  const externalFor = options.externalFor ?? 'organisation';
  const externalUser = await createCredentials(db, emailOf('external'), `Externe ${label}`);
  const [external] = await db
    .insert(externalUsers)
    .values({
      authUserId: externalUser,
      externalFor,
      cityId: city!.id,
      organisationId: externalFor === 'organisation' ? organisation!.id : null,
      tenantId: externalFor === 'tenant' ? tenant!.id : null,
      firstName: 'Externe',
      lastName: label,
      email: emailOf('external'),
      canEdit: options.canEdit ?? false,
    })
    .returning();
  const participantUser = await createCredentials(db, emailOf('participant'), `Participant ${label}`);
  const [participant] = await db
    .insert(participants)
    .values({
      authUserId: participantUser,
      cityId: city!.id,
      organisationId: organisation!.id,
      branchId: branch!.id,
      username: `participant-${label}`,
      firstName: 'Participant',
      lastName: label,
      email: emailOf('participant'),
      postalCode: 'H7N 1A1',
    })
    .returning();
  const [category] = await db
    .insert(productCategories)
    .values({ cityId: city!.id, nameFr: `Catégorie ${label}`, nameEn: `Category ${label}` })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      cityId: city!.id,
      tenantId: tenant!.id,
      productId: product!.id,
      participantId: participant!.id,
      transactionValue: 500,
      price: '5.00',
      greenpoints: 500,
      customerName: `Participant ${label}`,
      customerEmail: emailOf('participant'),
      createdBy: participant!.id,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      transactionDetails: {
        titleArray: [`Produit ${label}`, `Product ${label}`],
        productNameFr: `Produit ${label}`,
        productName: `Product ${label}`,
        categoryName: null,
        categoryId: null,
        sku: null,
        productId: product!.id,
        imageUrl: null,
        tenantName: `Commerce ${label}`,
        tenantId: tenant!.id,
        isCoupon: false,
        isDelivery: false,
        isBarCode: true,
        isQrCode: false,
        isCharacter: false,
      },
    })
    .returning();
  const [productCode] = await db
    .insert(productCodes)
    .values({ productId: product!.id, tenantId: tenant!.id, barCode: `CODE-${label}`.toUpperCase() })
    .returning();
  // A trip the plausibility rules flagged, waiting in the city's review queue (long ago: it overlaps no test's trip).
  const [flaggedTrip] = await db
    .insert(trips)
    .values({
      participantId: participant!.id,
      clientId: `flagged-${label}`,
      cityId: city!.id,
      organisationId: organisation!.id,
      branchId: branch!.id,
      activityType: 'bike',
      startTime: new Date('2020-01-06T12:00:00Z'),
      endTime: new Date('2020-01-06T12:20:00Z'),
      localDay: '2020-01-06',
      distanceM: 5000,
      durationS: 1200,
      source: 'app',
      counted: false,
      reviewStatus: 'pending',
      reviewReason: 'too_old',
    })
    .returning();
  const [carpoolEvent] = await db
    .insert(carpoolEvents)
    .values({
      cityId: city!.id,
      organisationId: organisation!.id,
      name: `Covoiturage ${label}`,
      frequency: 'recurring',
      days: ['mon', 'wed'],
      meetingTime: { mon: '07:45', wed: '08:00' },
    })
    .returning();
  // A running challenge of the organisation (a year around now) and a city-wide one, for the challenge routes.
  const goal = {
    type: 'distance' as const,
    value: 50,
    activityTypes: ['bike' as const, 'walk' as const],
    reward: 100,
    badgeId: null,
  };
  const [challenge, cityChallenge] = await db
    .insert(challenges)
    .values(
      [organisation!.id, null].map((organisationId) => ({
        cityId: city!.id,
        organisationId,
        name: `Défi ${organisationId ? 'organisation' : 'ville'} ${label}`,
        description: 'Cinquante kilomètres à vélo ou à pied.',
        startAt: new Date(Date.now() - 180 * 86_400_000),
        endAt: new Date(Date.now() + 180 * 86_400_000),
        status: 'active' as const,
        individualGoal: goal,
      })),
    )
    .returning();
  // An upcoming city-wide happy hour, far in the future: it multiplies no test's trip.
  const [happyHour] = await db
    .insert(happyHours)
    .values({
      cityId: city!.id,
      name: `Heure bonus ${label}`,
      startsAt: new Date('2090-01-02T12:00:00Z'),
      endsAt: new Date('2090-01-02T14:00:00Z'),
      multiplier: '2',
    })
    .returning();
  // A draft news item of the city.
  const [newsItem] = await db
    .insert(news)
    .values({
      cityId: city!.id,
      category: 'programme',
      author: `Équipe ${label}`,
      titleFr: `Nouvelle ${label}`,
      versions: { fr: { title: `Nouvelle ${label}`, body: '<p>Bienvenue.</p>' } },
    })
    .returning();
  // A notification the organisation sent to its participant (in the participant's inbox), and the participant's phone.
  const [notification] = await db
    .insert(notifications)
    .values({
      cityId: city!.id,
      organisationId: organisation!.id,
      name: `Notification ${label}`,
      title: `Rappel ${label}`,
      content: 'Venez à vélo demain.',
      audience: { kind: 'everyone', organisationIds: [], branchIds: [] },
      state: 'sent',
      plannedAt: new Date('2026-01-05T13:00:00Z'),
      plannedLocal: '2026-01-05T08:00',
      sentAt: new Date('2026-01-05T13:00:00Z'),
      finishedAt: new Date('2026-01-05T13:00:05Z'),
      targetedCount: 1,
      deliveredCount: 1,
    })
    .returning();
  const [inboxItem] = await db
    .insert(notificationRecipients)
    .values({
      notificationId: notification!.id,
      participantId: participant!.id,
      status: 'delivered',
      via: 'inbox',
      deliveredAt: new Date('2026-01-05T13:00:01Z'),
    })
    .returning();
  const [notificationTemplate] = await db
    .insert(notificationTemplates)
    .values({
      cityId: city!.id,
      organisationId: organisation!.id,
      name: `Modèle ${label}`,
      title: `Rappel ${label}`,
      content: 'Venez à vélo.',
    })
    .returning();
  const [device] = await db
    .insert(participantDevices)
    .values({ participantId: participant!.id, token: `ExponentPushToken[${label}]`, platform: 'android' })
    .returning();
  // A badge out of any test trip's reach.
  const [badge] = await db
    .insert(badges)
    .values({
      cityId: city!.id,
      nameFr: `Badge ${label}`,
      nameEn: `Badge ${label}`,
      type: 'distance',
      quantity: '100000',
      level: 1,
      points: 10,
    })
    .returning();
  // A draft email campaign of the organisation.
  const [emailCampaign] = await db
    .insert(emailCampaigns)
    .values({
      cityId: city!.id,
      organisationId: organisation!.id,
      name: `Courriel ${label}`,
      subject: `Bienvenue ${label}`,
      senderName: `Organisation ${label}`,
      html: '<p>Bienvenue.</p>',
      text: 'Bienvenue.',
      audience: { kind: 'everyone', organisationIds: [], branchIds: [] },
    })
    .returning();
  return {
    label,
    city: city!,
    emailCampaign: emailCampaign!,
    happyHour: happyHour!,
    news: newsItem!,
    notification: notification!,
    notificationTemplate: notificationTemplate!,
    inboxItem: inboxItem!,
    device: device!,
    badge: badge!,
    challenge: challenge!,
    cityChallenge: cityChallenge!,
    region: region!,
    organisation: organisation!,
    branch: branch!,
    tenant: tenant!,
    store: store!,
    product: product!,
    category: category!,
    order: order!,
    productCode: productCode!,
    external: external!,
    participant: participant!,
    carpoolEvent: carpoolEvent!,
    flaggedTrip: flaggedTrip!,
    emails: {
      city: emailOf('city'),
      organisation: emailOf('organisation'),
      tenant: emailOf('tenant'),
      external: emailOf('external'),
      participant: emailOf('participant'),
    },
  };
}

/** The actor of a participant's app, for calling the participants' services directly (no session behind it). */
export function participantActor(
  fields: Pick<ParticipantActor, 'participantId' | 'cityId' | 'organisationId' | 'cityTimeZone'> &
    Partial<Pick<ParticipantActor, 'userId' | 'email'>>,
): ParticipantActor {
  return {
    kind: 'participant',
    userId: 'test',
    sessionId: 'test',
    email: 'test@test.mobiverte.org',
    branchId: null,
    ...fields,
  };
}

/**
 * A fresh participant of a tenancy's organisation and branch (a test starting from nothing held or earned), and
 * the actor of its app; `label` keeps its username and email apart from the suite's others.
 */
export async function createTenancyParticipant(db: Db, world: Tenancy, label: string) {
  const [row] = await db
    .insert(participants)
    .values({
      cityId: world.city.id,
      organisationId: world.organisation.id,
      branchId: world.branch.id,
      username: label,
      firstName: 'Test',
      lastName: label,
      email: `${label}@test.mobiverte.org`.toLowerCase(),
    })
    .returning({ id: participants.id });
  return row!.id;
}

export const tenancyParticipantActor = (world: Tenancy, participantId: string) =>
  participantActor({
    participantId,
    cityId: world.city.id,
    organisationId: world.organisation.id,
    cityTimeZone: 'America/New_York',
  });
