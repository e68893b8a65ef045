import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductAvailability, ProductStatus } from '../api/get-products';

const STATUS_COLORS: Record<ProductStatus, string> = {
  need_approval: 'orange',
  active: 'brand',
  disabled: 'gray',
  deleted: 'red',
};

const AVAILABILITY_COLORS: Record<ProductAvailability, string> = {
  available: 'brand',
  not_available: 'gray',
  out_of_stock: 'red',
};

/** A coloured dot beside text in the page's own colour: readable in both themes, never truncated. */
export const DOT_BADGE = {
  variant: 'dot',
  tt: 'none',
  size: 'md',
  styles: { label: { overflow: 'visible' } },
} as const;

/** The product's status; an active product past its expiration date shows the item state "expired". */
export function ProductStatusBadge({ status, expired = false }: { status: ProductStatus; expired?: boolean }) {
  const { t } = useTranslation();
  if (status === 'active' && expired)
    return (
      <Badge color="gray" {...DOT_BADGE}>
        {t('products.status.expired')}
      </Badge>
    );
  return (
    <Badge color={STATUS_COLORS[status]} {...DOT_BADGE}>
      {t(`products.status.${status}`)}
    </Badge>
  );
}

export function AvailabilityBadge({ availability }: { availability: ProductAvailability }) {
  const { t } = useTranslation();
  return (
    <Badge color={AVAILABILITY_COLORS[availability]} {...DOT_BADGE}>
      {t(`products.availability.${availability}`)}
    </Badge>
  );
}
