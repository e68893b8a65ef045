import {
  checkAudience,
  checkPermission,
  type Permission,
  type PolicyVerdict,
  type ScopedRecord,
} from '@mobiverte/contracts';
import { forbidden, notFound, unauthenticated } from '../lib/errors.ts';
import type { Actor, DashboardActor, ParticipantActor } from './actor.ts';

/**
 * The one policy module of the server. Every route declares a permission of contracts' policy table; the route
 * hook checks who may use it, and services call `authorize` with the record to check that it lies in the
 * actor's city, organisation or tenant. A record out of scope answers 404, so that its existence does not leak.
 */
export { isPermission, POLICIES, type Permission, type ScopedRecord } from '@mobiverte/contracts';

function enforce(verdict: PolicyVerdict): void {
  switch (verdict) {
    case 'allowed':
      return;
    case 'unauthenticated':
      throw unauthenticated();
    case 'participant':
      throw forbidden(
        'The dashboard is for administrators; participants use the mobile app',
        'participant_not_allowed',
      );
    case 'forbidden':
      throw forbidden();
    case 'out_of_scope':
      throw notFound();
  }
}

/** May this actor use a route guarded by this permission at all? Throws 401/403 when not. */
export function assertAudience(actor: Actor, permission: Permission): void {
  enforce(checkAudience(actor, permission));
}

/** May this actor act on this record under this permission? Throws 404 when the record is out of scope. */
export function authorize(actor: Actor, permission: Permission, record: ScopedRecord): void {
  enforce(checkPermission(actor, permission, record));
}

export function requireDashboardActor(actor: Actor): DashboardActor {
  if (actor.kind !== 'dashboard') throw unauthenticated();
  return actor;
}

export function requireParticipantActor(actor: Actor): ParticipantActor {
  if (actor.kind !== 'participant') throw unauthenticated();
  return actor;
}
