import { Badge, EmptyState, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBarcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type SortableColumn, SortableTable } from '@/components/data-table/sortable-table';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { useFormatters } from '@/lib/use-formatters';
import type { ProductCode } from '../api/get-product-codes';
import { type CodeStatusChange, useUpdateProductCode } from '../api/update-product-code';
import { CodeImage } from './code-image';
import { DOT_BADGE } from './product-status-badge';

const STATUS_COLORS: Record<ProductCode['status'], string> = {
  active: 'brand',
  used: 'gray',
  valid: 'blue',
  cancelled: 'red',
};
const CHANGES: CodeStatusChange[] = ['active', 'valid', 'cancelled'];

interface CodesTableProps {
  productId: string;
  codes: ProductCode[];
  loading: boolean;
  readOnly: boolean;
}

/** The product's codes drawn as they will be scanned, with their dates and status. */
export function CodesTable({ productId, codes, loading, readOnly }: CodesTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const update = useUpdateProductCode();

  const changeStatus = (code: ProductCode, status: CodeStatusChange) =>
    update.mutate(
      { productId, codeId: code.id, status },
      {
        onSuccess: () => notifications.show({ color: 'brand', message: t('products.codes.status_changed') }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: hasErrorCode(error, 'code_already_handed_out')
              ? t('products.codes.handed_out')
              : t(getErrorMessageKey(error)),
          }),
      },
    );

  if (!loading && codes.length === 0)
    return (
      <EmptyState
        py="xl"
        size="sm"
        icon={<IconBarcode size={28} aria-hidden />}
        withIndicatorBackground
        title={t('products.codes.empty')}
        description={t('products.codes.empty_hint')}
      />
    );

  if (loading) return <Skeleton h={240} aria-busy />;

  const columns: SortableColumn<ProductCode>[] = [
    {
      id: 'code',
      header: t('products.codes.code'),
      value: (code) => code.barCode,
      cell: (code) => (
        <Stack gap={4}>
          <CodeImage value={code.barCode} type={code.type} />
          <Text ff="monospace" fz="xs">
            {code.barCode}
          </Text>
        </Stack>
      ),
    },
    { id: 'type', header: t('products.codes.type'), value: (code) => t(`products.codes.types.${code.type}`) },
    {
      id: 'status',
      header: t('products.codes.status'),
      value: (code) => t(`products.codes.statuses.${code.status}`),
      cell: (code) => (
        <Badge color={STATUS_COLORS[code.status]} {...DOT_BADGE}>
          {t(`products.codes.statuses.${code.status}`)}
        </Badge>
      ),
    },
    {
      id: 'createdAt',
      header: t('products.codes.created_at'),
      value: (code) => code.createdAt,
      cell: (code) => format.dateTime(code.createdAt),
      secondary: true,
    },
    {
      id: 'updatedAt',
      header: t('products.codes.updated_at'),
      value: (code) => code.updatedAt,
      cell: (code) => format.dateTime(code.updatedAt),
      secondary: true,
    },
    {
      id: 'actions',
      header: t('products.codes.change_status'),
      value: (code) => code.status,
      sortable: false,
      cell: (code) => (
        <Select
          aria-label={t('products.codes.change_status_of', { code: code.barCode })}
          data={CHANGES.map((value) => ({ value, label: t(`products.codes.statuses.${value}`) }))}
          value={code.status === 'used' ? null : code.status}
          placeholder={t('products.codes.statuses.used')}
          disabled={readOnly || code.status === 'used' || code.orderId !== null}
          allowDeselect={false}
          onChange={(value) => value && value !== code.status && changeStatus(code, value as CodeStatusChange)}
          w={160}
        />
      ),
    },
  ];
  return (
    <SortableTable
      data={codes}
      columns={columns}
      caption={t('products.codes.caption')}
      getRowId={(code) => code.id}
      minWidth={760}
    />
  );
}
