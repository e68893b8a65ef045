import { describe, expect, it } from 'vitest';
import { toStoreFormValues, toStoreInput } from './store-form';

describe('store form', () => {
  it('fills blank fields for a store without them and sends blanks back as null', () => {
    const values = toStoreFormValues({ firstName: 'Vélo', lastName: null, status: 'pending', merchantId: null });
    expect(values).toMatchObject({ firstName: 'Vélo', lastName: '', street: '', merchantId: '', status: 'pending' });
    expect(toStoreInput({ ...values, firstName: ' Vélo Plus ', city: ' Laval ', merchantId: ' mv-abc234 ' })).toEqual({
      firstName: 'Vélo Plus',
      lastName: null,
      street: null,
      city: 'Laval',
      postalCode: null,
      phone: null,
      email: null,
      logoUrl: null,
      status: 'pending',
      merchantId: 'MV-ABC234',
    });
  });
});
