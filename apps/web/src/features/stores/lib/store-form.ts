import type { StoreInput } from '../api/update-store';

export interface StoreFormValues {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  postalCode: string;
  phone: string;
  email: string;
  logoUrl: string;
  status: 'confirmed' | 'pending';
  merchantId: string;
}

type StoreLike = {
  [K in Exclude<keyof StoreFormValues, 'status'>]?: string | null;
} & { status: 'confirmed' | 'pending' };

export const EMPTY_STORE_FORM: StoreFormValues = {
  firstName: '',
  lastName: '',
  street: '',
  city: '',
  postalCode: '',
  phone: '',
  email: '',
  logoUrl: '',
  status: 'confirmed',
  merchantId: '',
};

export function toStoreFormValues(store: StoreLike): StoreFormValues {
  return {
    firstName: store.firstName ?? '',
    lastName: store.lastName ?? '',
    street: store.street ?? '',
    city: store.city ?? '',
    postalCode: store.postalCode ?? '',
    phone: store.phone ?? '',
    email: store.email ?? '',
    logoUrl: store.logoUrl ?? '',
    status: store.status,
    merchantId: store.merchantId ?? '',
  };
}

/** Trimmed values; blank optional fields are sent as null (cleared). */
export function toStoreInput(values: StoreFormValues): StoreInput {
  const optional = (value: string) => value.trim() || null;
  return {
    firstName: values.firstName.trim(),
    lastName: optional(values.lastName),
    street: optional(values.street),
    city: optional(values.city),
    postalCode: optional(values.postalCode),
    phone: optional(values.phone),
    email: optional(values.email),
    logoUrl: optional(values.logoUrl),
    status: values.status,
    merchantId: optional(values.merchantId)?.toUpperCase() ?? null,
  };
}

/** Placeholders that are the same in every language. */
export const URL_PLACEHOLDER = 'https://';
export const MERCHANT_CODE_EXAMPLE = 'MV-7K3Q9P';
