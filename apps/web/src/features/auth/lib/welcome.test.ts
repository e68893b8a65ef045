import { describe, expect, it } from 'vitest';
import { getWelcome } from './welcome';

const city = { id: 'c1', name: 'Lyon', timezone: 'Europe/Paris' };
const base = { isExternal: false, canEdit: true, city, organisation: null, tenant: null };

describe('getWelcome', () => {
  it('welcomes a merchant to its merchant workspace by its name', () => {
    expect(getWelcome({ ...base, role: 'tenant', tenant: { id: 't1', name: 'Vélo Shop', canSell: true } })).toEqual({
      key: 'auth.login.welcome.tenant',
      name: 'Vélo Shop',
      readOnly: false,
    });
  });

  it('welcomes an organisation and a city by their names', () => {
    expect(getWelcome({ ...base, role: 'organisation', organisation: { id: 'o1', name: 'Acme' } }).name).toBe('Acme');
    expect(getWelcome({ ...base, role: 'city' })).toMatchObject({ key: 'auth.login.welcome.city', name: 'Lyon' });
  });

  it('tells a co-admin whose co-admin it is and whether it may change anything', () => {
    const welcome = getWelcome({
      ...base,
      role: 'organisation',
      isExternal: true,
      canEdit: false,
      organisation: { id: 'o1', name: 'Acme' },
    });
    expect(welcome).toEqual({ key: 'auth.login.welcome.external', name: 'Acme', readOnly: true });
  });
});
