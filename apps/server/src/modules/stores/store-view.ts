/** A store record as it may come from storage: first and last name in camelCase or in snake_case. */
export type StoreRecord = {
  firstName?: string | null;
  first_name?: string | null;
  lastName?: string | null;
  last_name?: string | null;
  street?: string | null;
  city?: string | null;
  logoUrl?: string | null;
  logo_url?: string | null;
  status?: string | null;
  merchantId?: string | null;
  merchant_id?: string | null;
};

export type StoreStatus = 'confirmed' | 'pending';

/** "First Last" from either naming style; blank parts are left out. */
export function getStoreName(store: StoreRecord): string {
  const first = store.firstName ?? store.first_name;
  const last = store.lastName ?? store.last_name;
  return [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** "street, city", or the city alone when there is no street (and the street alone without a city). */
export function getStoreAddress(store: Pick<StoreRecord, 'street' | 'city'>): string {
  return [store.street, store.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** A store without a status is pending. */
export function getStoreStatus(store: Pick<StoreRecord, 'status'>): StoreStatus {
  return store.status === 'confirmed' ? 'confirmed' : 'pending';
}

/** The logo, or null: the table shows a placeholder. */
export function getStoreImage(store: StoreRecord): string | null {
  return (store.logoUrl ?? store.logo_url)?.trim() || null;
}

/** The merchant code, or an empty string. */
export function getStoreCode(store: StoreRecord): string {
  return store.merchantId ?? store.merchant_id ?? '';
}
