import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductAvailability, ProductStatus } from '../api/get-products';

const STATUS_COLORS: Record<ProductStatus, string> = {
  need_approval: 'yellow.9',
  active: 'brand',
  disabled: 'gray.7',
  deleted: 'red.8',
};

const AVAILABILITY_COLORS: Record<ProductAvailability, string> = {
  available: 'brand',
  not_available: 'gray.7',
  out_of_stock: 'orange.9',
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`products.status.${status}`)}
    </Badge>
  );
}

export function AvailabilityBadge({ availability }: { availability: ProductAvailability }) {
  const { t } = useTranslation();
  return (
    <Badge color={AVAILABILITY_COLORS[availability]} variant="outline">
      {t(`products.availability.${availability}`)}
    </Badge>
  );
}
