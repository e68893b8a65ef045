import { describe, expect, it } from 'vitest';
import { EMPTY_TENANT_FORM, toTenantFormValues, toTenantInput } from './tenant-form';

describe('tenant form', () => {
  it('shows missing profile fields as blanks and clears blank optional fields', () => {
    const values = toTenantFormValues({ ...EMPTY_TENANT_FORM, name: 'Café Le Pédalier', website: null, phone: null });
    expect(values).toEqual({ ...EMPTY_TENANT_FORM, name: 'Café Le Pédalier' });
    expect(toTenantInput({ ...values, name: ' Café ', city: ' Laval ', description: '  ' })).toEqual({
      name: 'Café',
      firstName: null,
      lastName: null,
      phone: null,
      street: null,
      city: 'Laval',
      postalCode: null,
      website: null,
      logoUrl: null,
      description: null,
    });
  });
});
