import type { Me } from '@mobiverte/contracts';

/** External co-admins without edit rights may look at everything and change nothing. */
export function isReadOnly(me: Pick<Me, 'isExternal' | 'canEdit'>): boolean {
  return me.isExternal && !me.canEdit;
}

/** Account-level actions (co-admin access, deactivation, deletion) belong to the account itself. */
export function canManageAccount(me: Pick<Me, 'isExternal'>): boolean {
  return !me.isExternal;
}
