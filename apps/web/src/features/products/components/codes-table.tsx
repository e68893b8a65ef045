import { Badge, EmptyState, Select, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBarcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-busy={loading}>
        <VisuallyHidden component="caption">{t('products.codes.caption')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('products.codes.code')}</Table.Th>
            <Table.Th scope="col">{t('products.codes.type')}</Table.Th>
            <Table.Th scope="col">{t('products.codes.status')}</Table.Th>
            <Table.Th scope="col">{t('products.codes.created_at')}</Table.Th>
            <Table.Th scope="col">{t('products.codes.updated_at')}</Table.Th>
            <Table.Th scope="col">{t('products.codes.change_status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: 5 }, (_, index) => (
                <Table.Tr key={index}>
                  <Table.Td colSpan={6}>
                    <Skeleton h={48} />
                  </Table.Td>
                </Table.Tr>
              ))
            : codes.map((code) => {
                const locked = code.status === 'used' || code.orderId !== null;
                return (
                  <Table.Tr key={code.id}>
                    <Table.Td>
                      <Stack gap={4}>
                        <CodeImage value={code.barCode} type={code.type} />
                        <Text ff="monospace" fz="xs">
                          {code.barCode}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>{t(`products.codes.types.${code.type}`)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[code.status]} {...DOT_BADGE}>
                        {t(`products.codes.statuses.${code.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{format.dateTime(code.createdAt)}</Table.Td>
                    <Table.Td>{format.dateTime(code.updatedAt)}</Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('products.codes.change_status_of', { code: code.barCode })}
                        data={CHANGES.map((value) => ({ value, label: t(`products.codes.statuses.${value}`) }))}
                        value={code.status === 'used' ? null : code.status}
                        placeholder={t('products.codes.statuses.used')}
                        disabled={readOnly || locked}
                        allowDeselect={false}
                        onChange={(value) =>
                          value && value !== code.status && changeStatus(code, value as CodeStatusChange)
                        }
                        w={160}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
