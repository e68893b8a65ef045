import { isPermission } from '@mobiverte/contracts';
import { describe, expect, it } from 'vitest';
import { makeMe } from '@/testing/me-fixture';
import { SOURCE_FILES } from '@/testing/source-files';
import { canUse, isReadOnly } from './permissions';

/** Every permission the web asks about: `canUse(me, '…')`, `forPermission('…')` and `rolesOf('…')`. */
function askedPermissions(): { file: string; permission: string }[] {
  const asked = /\b(?:canUse\([^,()]+,\s*|forPermission\(\s*|rolesOf\(\s*)['"`]([^'"`]+)['"`]/g;
  return SOURCE_FILES.flatMap(({ file, text }) =>
    [...text.matchAll(asked)].map(([, permission]) => ({ file, permission: permission as string })),
  );
}

const city = makeMe({ role: 'city', accountKind: 'city', organisationId: null, organisation: null, isAdmin: true });

describe('the permissions the web asks about', () => {
  it('all exist in contracts’ policy table, the one the server enforces', () => {
    const asked = askedPermissions();
    expect(asked.length).toBeGreaterThan(10);
    expect(asked.filter(({ permission }) => !isPermission(permission))).toEqual([]);
  });
});

describe('canUse', () => {
  it('follows the policy table: role, admin rights and the edit right of co-admins', () => {
    expect(canUse(city, 'stores.manage')).toBe(true);
    expect(canUse({ ...city, isAdmin: false }, 'stores.manage')).toBe(false);
    expect(canUse({ ...city, isExternal: true, canEdit: false }, 'stores.manage')).toBe(false);
    expect(canUse(makeMe(), 'stores.manage')).toBe(false);
  });

  it('keeps account actions for the account itself, never its co-admins', () => {
    expect(canUse(makeMe(), 'co-admins.manage')).toBe(true);
    expect(canUse(makeMe({ isExternal: true, canEdit: true }), 'co-admins.manage')).toBe(false);
  });

  it('checks the record’s scope when one is given', () => {
    expect(canUse(makeMe(), 'branches.write', { cityId: 'city-1', organisationId: 'org-1' })).toBe(true);
    expect(canUse(makeMe(), 'branches.write', { cityId: 'city-1', organisationId: 'org-2' })).toBe(false);
  });
});

describe('isReadOnly', () => {
  it('marks external users without edit rights as read-only', () => {
    expect(isReadOnly({ isExternal: true, canEdit: false })).toBe(true);
    expect(isReadOnly({ isExternal: true, canEdit: true })).toBe(false);
    expect(isReadOnly({ isExternal: false, canEdit: false })).toBe(false);
  });
});
