import { can, dashboardPolicyActor, type Me, type Permission, type ScopedRecord } from '@mobiverte/contracts';

/**
 * May the signed-in account use a permission (on this record, when given)? The same `can()` and policy table
 * as the server's, so that the dashboard hides and disables exactly what the API would refuse.
 */
export function canUse(me: Me, permission: Permission, record?: ScopedRecord): boolean {
  return can(dashboardPolicyActor(me), permission, record);
}

/** External co-admins without edit rights may look at everything and change nothing (the top bar's badge). */
export function isReadOnly(me: Pick<Me, 'isExternal' | 'canEdit'>): boolean {
  return me.isExternal && !me.canEdit;
}
