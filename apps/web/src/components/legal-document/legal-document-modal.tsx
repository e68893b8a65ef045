import { List, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LegalDocument = 'terms' | 'privacy';

const SECTIONS: Record<LegalDocument, readonly string[]> = {
  terms: ['purpose', 'accounts', 'participants', 'statistics', 'data_use', 'liability', 'changes'],
  privacy: ['controller', 'data_collected', 'purposes', 'recipients', 'retention', 'rights'],
};

/** Both documents list the commitments that bind anyone receiving exported participant data. */
export const DATA_USE_COMMITMENTS = [
  'limited_use',
  'protection',
  'non_disclosure',
  'destruction',
  'compliance',
] as const;
const SECTIONS_WITH_COMMITMENTS = new Set(['data_use', 'recipients']);

interface LegalDocumentModalProps {
  document: LegalDocument | null;
  onClose: () => void;
}

export function LegalDocumentModal({ document, onClose }: LegalDocumentModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      size="lg"
      title={document ? t(`legal.${document}.title`) : ''}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {document && (
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {t('legal.last_updated')}
          </Text>
          {SECTIONS[document].map((section) => (
            <Stack gap={6} key={section}>
              <Title order={3} fz="md">
                {t(`legal.${document}.sections.${section}.title`)}
              </Title>
              <Text fz="sm">{t(`legal.${document}.sections.${section}.body`)}</Text>
              {SECTIONS_WITH_COMMITMENTS.has(section) && (
                <List fz="sm" spacing={4}>
                  {DATA_USE_COMMITMENTS.map((commitment) => (
                    <List.Item key={commitment}>{t(`legal.commitments.${commitment}`)}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
