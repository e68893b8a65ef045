import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const TENANT_QUERY_PARAM = 'tenantId';

/**
 * The tenant chosen in the tenant selector bar, kept in the `tenantId` query parameter of the current path
 * (null: all tenants). Lists of stores, products and orders filter on it.
 */
export function useSelectedTenantId(): [string | null, (tenantId: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get(TENANT_QUERY_PARAM) || null;
  const select = useCallback(
    (tenantId: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (tenantId) next.set(TENANT_QUERY_PARAM, tenantId);
          else next.delete(TENANT_QUERY_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [selected, select];
}
