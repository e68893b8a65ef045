import type { DashboardRole } from '@mobiverte/contracts';
import { forbidden, notFound, unauthenticated } from '../lib/errors.ts';
import type { Actor, DashboardActor, ParticipantActor } from './actor.ts';

/**
 * The one policy module. Every route declares one of these permissions; the route hook checks who may use
 * it, and services call `authorize` with the record to check that it lies in the actor's city, organisation
 * or tenant. A record out of scope answers 404, so that its existence does not leak.
 */
type Audience = 'public' | 'participant' | readonly DashboardRole[];

export type ScopedRecord = { cityId: string; organisationId?: string | null; tenantId?: string | null };

type Rule = {
  audience: Audience;
  /** A write: external users need canEdit. */
  write?: boolean;
  /** Admin rights (cityAdmin or admin) are needed. */
  adminOnly?: boolean;
  /** Only the account itself, never one of its co-admins (external users). */
  noExternal?: boolean;
  /** Record-level scope; absent for routes that only read the actor's own data. */
  scope?: (actor: DashboardActor, record: ScopedRecord) => boolean;
};

const sameCity = (actor: DashboardActor, record: ScopedRecord) => actor.cityId === record.cityId;
const ownOrganisationOrCity = (actor: DashboardActor, record: ScopedRecord) =>
  actor.role === 'city'
    ? sameCity(actor, record)
    : actor.organisationId !== null && actor.organisationId === record.organisationId;
const ownTenantOrCity = (actor: DashboardActor, record: ScopedRecord) =>
  actor.role === 'city' ? sameCity(actor, record) : actor.tenantId !== null && actor.tenantId === record.tenantId;

export const POLICIES = {
  'health.read': { audience: 'public' },
  'branding.read': { audience: 'public' },
  'docs.read': { audience: 'public' },
  'auth.use': { audience: 'public' },
  'registration.create': { audience: 'public' },
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
  'carpool-events.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'co-admins.read': { audience: ['city', 'organisation', 'tenant'] },
  'co-admins.manage': { audience: ['city', 'organisation', 'tenant'], write: true, noExternal: true },
  'branches.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'branches.write': { audience: ['organisation'], write: true, scope: ownOrganisationOrCity },
  'regions.read': { audience: ['city', 'organisation', 'tenant'] },
  'organisation-limits.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'organisation-limits.write': { audience: ['organisation'], write: true, scope: ownOrganisationOrCity },
  'stats.read': { audience: ['city', 'organisation'], scope: ownOrganisationOrCity },
  'city-stats.read': { audience: ['city'], scope: sameCity },
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
  'images.create': { audience: ['city', 'tenant'], write: true },
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
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof POLICIES;

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(POLICIES, value);
}

/** May this actor use a route guarded by this permission at all? Throws 401/403 when not. */
export function assertAudience(actor: Actor, permission: Permission): void {
  const rule: Rule = POLICIES[permission];
  if (rule.audience === 'public') return;
  if (actor.kind === 'anonymous') throw unauthenticated();
  if (rule.audience === 'participant') {
    if (actor.kind !== 'participant') throw forbidden();
    return;
  }
  if (actor.kind !== 'dashboard')
    throw forbidden('The dashboard is for administrators; participants use the mobile app', 'participant_not_allowed');
  if (!rule.audience.includes(actor.role)) throw forbidden();
  if (rule.adminOnly && !actor.isAdmin) throw forbidden();
  if (rule.write && actor.isExternal && !actor.canEdit) throw forbidden();
  if (rule.noExternal && actor.isExternal) throw forbidden();
}

/** May this actor act on this record under this permission? Throws 404 when the record is out of scope. */
export function authorize(actor: Actor, permission: Permission, record: ScopedRecord): void {
  assertAudience(actor, permission);
  const rule: Rule = POLICIES[permission];
  if (!rule.scope) return;
  if (actor.kind !== 'dashboard' || !rule.scope(actor, record)) throw notFound();
}

export function requireDashboardActor(actor: Actor): DashboardActor {
  if (actor.kind !== 'dashboard') throw unauthenticated();
  return actor;
}

export function requireParticipantActor(actor: Actor): ParticipantActor {
  if (actor.kind !== 'participant') throw unauthenticated();
  return actor;
}
