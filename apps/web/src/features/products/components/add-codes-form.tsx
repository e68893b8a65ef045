import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessageKey } from '@/lib/api-error';
import { useAddProductCodes } from '../api/add-product-codes';
import { parseCodeList } from '../lib/code-list';

/** Paste a list of unique codes (one per line); the server skips the ones the product already has. */
export function AddCodesForm({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [type, setType] = useState<'barCode' | 'qrCode'>('barCode');
  const add = useAddProductCodes();
  const codes = parseCodeList(text);

  const submit = () =>
    add.mutate(
      { productId, codes, type },
      {
        onSuccess: (result) => {
          setText('');
          notifications.show({
            color: 'brand',
            message: t('products.codes.added', { count: result.inserted, skipped: result.skipped }),
          });
        },
        onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
      },
    );

  return (
    <Stack gap="sm">
      <Textarea
        label={t('products.codes.paste_label')}
        description={t('products.codes.paste_hint')}
        autosize
        minRows={4}
        maxRows={12}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Text fz="sm" id="code-type-label">
            {t('products.codes.type')}
          </Text>
          <SegmentedControl
            aria-labelledby="code-type-label"
            value={type}
            onChange={(value) => setType(value as 'barCode' | 'qrCode')}
            data={[
              { value: 'barCode', label: t('products.codes.types.barCode') },
              { value: 'qrCode', label: t('products.codes.types.qrCode') },
            ]}
          />
        </Group>
        <Button onClick={submit} disabled={codes.length === 0} loading={add.isPending}>
          {t('products.codes.add', { count: codes.length })}
        </Button>
      </Group>
    </Stack>
  );
}
