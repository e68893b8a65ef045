import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EmailCampaignFigures } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';

const FIGURES = ['targeted', 'sent', 'failed', 'pending', 'unsubscribed'] as const;
const COLORS: Record<(typeof FIGURES)[number], string | undefined> = {
  targeted: undefined,
  sent: 'green.8',
  failed: 'red.8',
  pending: 'orange.8',
  unsubscribed: 'dimmed',
};

/** A started campaign's figures: recipients resolved, sent, failed, waiting and unsubscribed through its link. */
export function EmailFigures({ figures, sending }: { figures: EmailCampaignFigures; sending: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const done = figures.sent + figures.failed;
  const share = figures.targeted > 0 ? (done / figures.targeted) * 100 : 100;
  return (
    <Card withBorder>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('emails.figures.title')}
        </Title>
        {sending && (
          <Stack gap={4}>
            <Progress value={share} animated aria-label={t('emails.figures.progress')} />
            <Text size="xs" c="dimmed">
              {t('emails.figures.progress_text', { done, total: figures.targeted })}
            </Text>
          </Stack>
        )}
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          {FIGURES.map((figure) => (
            <Stack key={figure} gap={0}>
              <Text size="xs" c="dimmed">
                {t(`emails.figures.${figure}`)}
              </Text>
              <Group gap={4}>
                <Text fw={700} fz="lg" c={COLORS[figure]}>
                  {format.number(figures[figure])}
                </Text>
              </Group>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
