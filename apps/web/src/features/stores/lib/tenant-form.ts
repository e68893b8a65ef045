import { addressRules, contactRules, personRules } from '@/components/form/fieldset-rules';
import { validateRequired } from '@/lib/validation';
import type { TenantProfileInput } from '../api/update-tenant';

export interface TenantFormValues {
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  city: string;
  postalCode: string;
  website: string;
  logoUrl: string;
  description: string;
}

export const EMPTY_TENANT_FORM: TenantFormValues = {
  name: '',
  firstName: '',
  lastName: '',
  phone: '',
  street: '',
  city: '',
  postalCode: '',
  website: '',
  logoUrl: '',
  description: '',
};

/** The rules of `TenantFields`: a business name; the contact person, phone and address are optional. */
export const tenantRules = {
  name: validateRequired,
  ...personRules({ required: false }),
  ...contactRules(),
  ...addressRules(),
};

export function toTenantFormValues(tenant: { [K in keyof TenantFormValues]: string | null }): TenantFormValues {
  return Object.fromEntries(
    Object.keys(EMPTY_TENANT_FORM).map((key) => [key, tenant[key as keyof TenantFormValues] ?? '']),
  ) as unknown as TenantFormValues;
}

/** Trimmed values; blank optional fields are sent as null (cleared). */
export function toTenantInput(values: TenantFormValues): TenantProfileInput {
  const optional = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    firstName: optional(values.firstName),
    lastName: optional(values.lastName),
    phone: optional(values.phone),
    street: optional(values.street),
    city: optional(values.city),
    postalCode: optional(values.postalCode),
    website: optional(values.website),
    logoUrl: optional(values.logoUrl),
    description: optional(values.description),
  };
}
