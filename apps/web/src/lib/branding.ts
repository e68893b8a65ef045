import { DEFAULT_PRODUCT_KEY, type Branding } from '@mobiverte/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from './api-client';
import { brandingKeys } from './api/query-keys';
import { DEFAULT_BRAND_COLOR } from './theme/app-theme';

export const DEFAULT_BRANDING: Branding = {
  name: 'Mobiverte',
  logoUrl: null,
  primaryColor: DEFAULT_BRAND_COLOR,
  productKey: DEFAULT_PRODUCT_KEY,
};

export async function getBranding(): Promise<Branding> {
  return unwrapData(api.GET('/api/branding'));
}

export const brandingQueryOptions = queryOptions({
  queryKey: brandingKeys.all,
  queryFn: getBranding,
  staleTime: Infinity,
});

/** The product's name, logo and colour; the defaults while loading or when the server cannot tell. */
export function useBranding(): Branding {
  const { data } = useQuery(brandingQueryOptions);
  return data ?? DEFAULT_BRANDING;
}
