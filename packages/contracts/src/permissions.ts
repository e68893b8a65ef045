import type { DashboardRole } from './roles.ts';

/**
 * The policy table: who may use each permission, and on which records. The server enforces it on every route
 * (apps/server/src/auth/policy.ts); the web hides and disables with the same `can()`.
 */
type Audience = 'public' | 'participant' | readonly DashboardRole[];

/** A record's owners: a permission with a scope may act on it only from inside them. */
export type ScopedRecord = { cityId: string; organisationId?: string | null; tenantId?: string | null };

/** What a dashboard account is, for the policy: the server's actor and the web's `Me` both carry it. */
export type DashboardPolicyActor = {
  kind: 'dashboard';
  role: DashboardRole;
  isAdmin: boolean;
  isExternal: boolean;
  canEdit: boolean;
  cityId: string;
  organisationId: string | null;
  tenantId: string | null;
};

export type PolicyActor = { kind: 'anonymous' } | { kind: 'participant' } | DashboardPolicyActor;

/** The policy's view of a signed-in dashboard account (the web's `Me`). */
export function dashboardPolicyActor(account: Omit<DashboardPolicyActor, 'kind'>): DashboardPolicyActor {
  const { role, isAdmin, isExternal, canEdit, cityId, organisationId, tenantId } = account;
  return { kind: 'dashboard', role, isAdmin, isExternal, canEdit, cityId, organisationId, tenantId };
}

type Rule = {
  audience: Audience;
  /** A write: external users need canEdit. */
  write?: boolean;
  /** Admin rights (cityAdmin or admin) are needed. */
  adminOnly?: boolean;
  /** Only the account itself, never one of its co-admins (external users). */
  noExternal?: boolean;
  /** Record-level scope; absent for permissions that only touch the actor's own data. */
  scope?: (actor: DashboardPolicyActor, record: ScopedRecord) => boolean;
};

const sameCity = (actor: DashboardPolicyActor, record: ScopedRecord) => actor.cityId === record.cityId;
const ownOrganisationOrCity = (actor: DashboardPolicyActor, record: ScopedRecord) =>
  actor.role === 'city'
    ? sameCity(actor, record)
    : actor.organisationId !== null && actor.organisationId === record.organisationId;
/** The city's records; an organisation's account reads those of its city that are city-wide or its own. */
const cityOrApplyingToOrganisation = (actor: DashboardPolicyActor, record: ScopedRecord) =>
  sameCity(actor, record) &&
  (actor.role === 'city' ||
    (actor.organisationId !== null && (record.organisationId ?? actor.organisationId) === actor.organisationId));
const ownTenantOrCity = (actor: DashboardPolicyActor, record: ScopedRecord) =>
  actor.role === 'city' ? sameCity(actor, record) : actor.tenantId !== null && actor.tenantId === record.tenantId;

export const POLICIES = {
  'health.read': { audience: 'public' },
  'branding.read': { audience: 'public' },
  'docs.read': { audience: 'public' },
  'auth.use': { audience: 'public' },
  'registration.create': { audience: 'public' },
  'participant-registration.create': { audience: 'public' },
  /** A platform operator creates a city: public to the policy, the operator's token is checked by the service. */
  'platform.cities.create': { audience: 'public' },
  'public-cities.list': { audience: 'public' },
  'public-invitations.read': { audience: 'public' },
  'co-admin-invitations.respond': { audience: 'public' },
  'page-views.create': { audience: 'public' },
  'me.read': { audience: ['city', 'organisation', 'tenant'] },
  'trips.create': { audience: 'participant' },
  'participant-self.read': { audience: 'participant' },
  'participant-self.write': { audience: 'participant' },
  'cities.read': { audience: ['city'], scope: sameCity },
  'cities.write': { audience: ['city'], write: true, scope: sameCity },
  'organisations.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'organisations.write': { audience: ['organisation'], write: true, scope: ownOrganisationOrCity },
  'organisations.delete': {
    audience: ['city', 'organisation'],
    write: true,
    noExternal: true,
    scope: ownOrganisationOrCity,
  },
  'organisations.activate': { audience: ['city'], write: true, noExternal: true, scope: sameCity },
  'tenants.read': { audience: ['city', 'tenant'], scope: ownTenantOrCity },
  // Carpooling (issue 20): an organisation's or a city's events, their requests and matches; participants list
  // the events open to them, register, and answer their matches.
  'carpool-events.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'carpool-events.write': { audience: ['city', 'organisation'], write: true, scope: ownOrganisationOrCity },
  'participant-carpool.read': { audience: 'participant' },
  'participant-carpool.write': { audience: 'participant' },
  'co-admins.read': { audience: ['city', 'organisation', 'tenant'] },
  'co-admins.manage': { audience: ['city', 'organisation', 'tenant'], write: true, noExternal: true },
  'branches.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'branches.write': { audience: ['organisation'], write: true, scope: ownOrganisationOrCity },
  'regions.read': { audience: ['city', 'organisation', 'tenant'] },
  'organisation-limits.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'organisation-limits.write': { audience: ['organisation'], write: true, scope: ownOrganisationOrCity },
  'stats.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'city-stats.read': { audience: ['city'], scope: sameCity },
  // Issue 21 §3: what a card's figure is made of, the week's engagement alerts and the admin's weekly digest.
  'stats-breakdown.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'engagement-alerts.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'alert-digest.read': { audience: ['city', 'organisation'] },
  'alert-digest.write': { audience: ['city', 'organisation'] },
  // Maps (issue 19): binned and thresholded, for the city's accounts (their city or one of its organisations) and
  // the organisations' (their own); raw tracks are the city admins' alone; postal areas are uploaded by them.
  'maps.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  // The what-if simulator (issue 21): the city's accounts replay their city or one organisation, an organisation's
  // its own; nothing is written.
  'simulator.run': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'session-tracks.read': { audience: ['city'], adminOnly: true, noExternal: true, scope: sameCity },
  'postal-areas.write': { audience: ['city'], write: true, adminOnly: true, scope: sameCity },
  'trip-reviews.read': { audience: ['city'], scope: sameCity },
  'trip-reviews.manage': { audience: ['city'], write: true, adminOnly: true, scope: sameCity },
  // The city's trips (issue 16): list, chart and export; an admin enters a trip for a participant and corrects
  // one (ledger, rollups and audit trail); the error-users table and its fixes.
  // Commuting emissions (issue 21 §1): the report of an organisation (its own accounts, or its city's) or of a
  // city; the city's emission factors per mode, read by its accounts and changed by its admins, with a recompute.
  'reports.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'emission-factors.read': { audience: ['city'], scope: sameCity },
  'emission-factors.write': { audience: ['city'], write: true, adminOnly: true, scope: sameCity },
  'city-trips.read': { audience: ['city'], scope: sameCity },
  'city-trips.write': { audience: ['city'], write: true, adminOnly: true, scope: sameCity },
  // Presence (spec §4): every dashboard account writes its own.
  'presence.write': { audience: ['city', 'organisation', 'tenant'] },
  // Challenges (issue 15): an organisation's or a city's; an organisation reads those sent to it (the service
  // scopes the record to the receiving organisation) and answers them; participants list, join and leave.
  'challenges.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'challenges.write': { audience: ['city', 'organisation'], write: true, scope: ownOrganisationOrCity },
  'challenges.answer': { audience: ['organisation'], write: true, scope: ownOrganisationOrCity },
  'challenge-templates.read': { audience: ['city', 'organisation'], scope: sameCity },
  'challenge-templates.write': { audience: ['city'], write: true, scope: sameCity },
  'challenge-configuration.write': { audience: ['city'], write: true, scope: sameCity },
  // Happy hours (issue 17): planned by the city; organisations read those of their city that apply to them;
  // participants read the current and upcoming ones that apply to them.
  'happy-hours.read': { audience: ['city', 'organisation'], scope: cityOrApplyingToOrganisation },
  'happy-hours.write': { audience: ['city'], write: true, scope: sameCity },
  'participant-happy-hours.read': { audience: 'participant' },
  // News (issue 17): written by the city (drafts, scheduled, published); participants read the published ones
  // meant for them (the whole city, or their organisation among those chosen).
  'news.read': { audience: ['city'], scope: sameCity },
  'news.write': { audience: ['city'], write: true, scope: sameCity },
  'participant-news.read': { audience: 'participant' },
  // The city's programme settings (issue 17): its admins change them, one field at a time; organisations read
  // the kinds that apply to their participants (the service leaves out the admin emails); the history and the
  // programme overview (/manage) are the city's; participants read the limits that concern them.
  'city-settings.read': { audience: ['city', 'organisation'], scope: sameCity },
  'city-settings.write': { audience: ['city'], write: true, adminOnly: true, scope: sameCity },
  'city-settings-history.read': { audience: ['city'], scope: sameCity },
  'city-overview.read': { audience: ['city'], scope: sameCity },
  'participant-programme.read': { audience: 'participant' },
  // Badges (issue 17): the city's ladders, managed by its admins; participants read them with their own.
  'badges.read': { audience: ['city'], scope: sameCity },
  'badges.write': { audience: ['city'], write: true, scope: sameCity },
  'participant-badges.read': { audience: 'participant' },
  // Communication (issue 18): a city or an organisation counts who a message would reach (its own participants,
  // organisations and branches only); participants choose the channels they accept.
  'audience.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'participant-communication.read': { audience: 'participant' },
  'participant-communication.write': { audience: 'participant' },
  // Email campaigns (issue 18): a city writes to its participants, an organisation to its own; each reads only
  // the campaigns it sends.
  'emails.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'emails.write': { audience: ['city', 'organisation'], write: true, scope: ownOrganisationOrCity },
  // The link in every campaign: whoever holds it (a signed token) leaves later campaigns without signing in.
  'unsubscribe.use': { audience: 'public' },
  // The city's mailing list on MailerLite (issue 18): its accounts read the settings, the groups and the synced
  // participants and run a synchronisation (co-admins with canEdit); only its admins change the API key and group.
  'mailerlite.read': { audience: ['city'], scope: sameCity },
  'mailerlite.sync': { audience: ['city'], write: true, scope: sameCity },
  'mailerlite.write': { audience: ['city'], write: true, adminOnly: true, scope: sameCity },
  // Notifications (issue 18): a city writes to its participants (all, chosen organisations or branches), an
  // organisation to its own; each sees and changes only its own notifications (the service filters by owner). The
  // templates: each owner writes its own (the service filters by owner); a city's are offered to its
  // organisations, which read them but cannot change them. Participants register their devices and read their
  // inbox.
  'notifications.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'notifications.write': { audience: ['city', 'organisation'], write: true, scope: ownOrganisationOrCity },
  'notification-templates.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'notification-templates.write': { audience: ['city', 'organisation'], write: true, scope: ownOrganisationOrCity },
  'participant-devices.read': { audience: 'participant' },
  'participant-devices.write': { audience: 'participant' },
  'participant-notifications.read': { audience: 'participant' },
  'participant-notifications.write': { audience: 'participant' },
  'participant-challenges.read': { audience: 'participant' },
  'participant-challenges.write': { audience: 'participant' },
  // The users list (issue 16): a city's participants, or an organisation's own (co-admins included, with the
  // columns its data-use rights allow); exporting needs the data-use policy accepted; the log is the city's.
  'users.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'users.export': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'users.data-policy.accept': { audience: ['city', 'organisation'] },
  'users.exports.read': { audience: ['city'], scope: sameCity },
  // A participant's page and the admin actions on a participant (issue 16): an organisation acts only on its own
  // participants, a co-admin without canEdit only reads, and only a city admin deletes a participant completely.
  'user-admin.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'user-admin.write': { audience: ['city', 'organisation'], write: true, scope: ownOrganisationOrCity },
  'user-admin.delete': { audience: ['city'], write: true, adminOnly: true, noExternal: true, scope: sameCity },
  'participant-profile.read': { audience: 'participant' },
  'participant-profile.write': { audience: 'participant' },
  // Marketplace: merchants, stores, categories, products and codes, spending, orders.
  'tenant-registration.create': { audience: 'public' },
  'tenant-confirmation.respond': { audience: 'public' },
  'images.read': { audience: 'public' },
  'pending-tenants.read': { audience: ['city'], scope: sameCity },
  'pending-tenants.manage': { audience: ['city'], write: true, adminOnly: true, scope: sameCity },
  'tenants.write': { audience: ['city', 'tenant'], write: true, scope: ownTenantOrCity },
  'tenants.manage': { audience: ['city'], write: true, adminOnly: true, scope: sameCity },
  'stores.read': { audience: ['city', 'tenant'], scope: ownTenantOrCity },
  'stores.manage': { audience: ['city'], write: true, adminOnly: true, scope: sameCity },
  'categories.read': { audience: ['city', 'tenant'], scope: sameCity },
  'categories.manage': { audience: ['city'], write: true, adminOnly: true, scope: sameCity },
  // An upload is kept under its uploader's tenant (city admins, a merchant, an organisation), the only one to use it.
  'images.create': { audience: ['city', 'organisation', 'tenant'], write: true },
  'products.read': { audience: ['city', 'tenant'], scope: ownTenantOrCity },
  'products.write': { audience: ['city', 'tenant'], write: true, scope: ownTenantOrCity },
  'products.approve': { audience: ['city'], write: true, adminOnly: true, scope: sameCity },
  'catalogue.read': { audience: 'participant' },
  'spending.create': { audience: 'participant' },
  'participant-orders.read': { audience: 'participant' },
  'participant-orders.write': { audience: 'participant' },
  'orders.read': { audience: ['city', 'tenant'], scope: ownTenantOrCity },
  'orders.complete': { audience: ['city', 'tenant'], write: true, scope: ownTenantOrCity },
  'orders.manage': { audience: ['city'], write: true, adminOnly: true, scope: sameCity },
  'orders.notify': { audience: ['city', 'tenant'], write: true, scope: ownTenantOrCity },
  'merchant-stats.read': { audience: ['city', 'tenant'], scope: ownTenantOrCity },
  // The city's organisations administration (issue 16): the list and an organisation's page, merging branches
  // and moving participants between organisations, the catalogue as an organisation's participants see it.
  'organisations.list': { audience: ['city'], scope: sameCity },
  'organisations.reorganise': { audience: ['city'], write: true, adminOnly: true, scope: sameCity },
  'catalogue-preview.read': { audience: ['city'], scope: sameCity },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof POLICIES;

export const PERMISSIONS = Object.keys(POLICIES) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(POLICIES, value);
}

/** Is the permission open to anyone, signed in or not? */
export function isPublicPermission(permission: Permission): boolean {
  const rule: Rule = POLICIES[permission];
  return rule.audience === 'public';
}

/**
 * Why an actor may not use a permission: the server turns each verdict into its error (401, 403, or 404 for a
 * record out of scope, so that its existence does not leak); `participant` is a participant at the dashboard.
 */
export type PolicyVerdict = 'allowed' | 'unauthenticated' | 'participant' | 'forbidden' | 'out_of_scope';

/** The verdict of the permission's audience alone (who may use it at all), without a record. */
export function checkAudience(actor: PolicyActor, permission: Permission): PolicyVerdict {
  const rule: Rule = POLICIES[permission];
  if (rule.audience === 'public') return 'allowed';
  if (actor.kind === 'anonymous') return 'unauthenticated';
  if (rule.audience === 'participant') return actor.kind === 'participant' ? 'allowed' : 'forbidden';
  if (actor.kind !== 'dashboard') return 'participant';
  if (!rule.audience.includes(actor.role)) return 'forbidden';
  if (rule.adminOnly && !actor.isAdmin) return 'forbidden';
  if (rule.write && actor.isExternal && !actor.canEdit) return 'forbidden';
  if (rule.noExternal && actor.isExternal) return 'forbidden';
  return 'allowed';
}

/** The verdict for an actor using a permission, on a record when the permission has a scope. */
export function checkPermission(actor: PolicyActor, permission: Permission, record?: ScopedRecord): PolicyVerdict {
  const audience = checkAudience(actor, permission);
  if (audience !== 'allowed' || !record) return audience;
  const rule: Rule = POLICIES[permission];
  if (!rule.scope) return 'allowed';
  return actor.kind === 'dashboard' && rule.scope(actor, record) ? 'allowed' : 'out_of_scope';
}

/** May this actor use the permission (on this record, when given)? */
export function can(actor: PolicyActor, permission: Permission, record?: ScopedRecord): boolean {
  return checkPermission(actor, permission, record) === 'allowed';
}
