import type { Me } from '@mobiverte/contracts';

/** Only city admins create, edit, delete and share stores (the server refuses everyone else). */
export function canManageStores(me: Pick<Me, 'role' | 'isAdmin'>): boolean {
  return me.role === 'city' && me.isAdmin;
}
