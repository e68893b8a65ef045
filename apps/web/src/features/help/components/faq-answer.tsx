import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DATA_USE_COMMITMENTS } from '@/components/legal-document/legal-document-modal';
import { type FaqEntry, ITEMS_WITH_COMMITMENTS, toParagraphs } from '../lib/faq';

export function FaqAnswer({ entry }: { entry: FaqEntry }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {toParagraphs(entry.answer).map((paragraph) => (
        <Text key={paragraph} fz="sm" lh={1.6}>
          {paragraph}
        </Text>
      ))}
      {ITEMS_WITH_COMMITMENTS.has(entry.id) && (
        <List fz="sm" spacing={6}>
          {DATA_USE_COMMITMENTS.map((commitment) => (
            <List.Item key={commitment}>{t(`legal.commitments.${commitment}`)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
