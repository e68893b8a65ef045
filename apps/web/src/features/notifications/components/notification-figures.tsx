import { SimpleGrid } from '@mantine/core';
import type { NotificationFigures as Figures } from '@mobiverte/contracts';
import { IconAlertTriangle, IconCheck, IconEye, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card/stat-card';
import { useFormatters } from '@/lib/use-formatters';

const ICONS = {
  targeted: <IconUsers size={20} aria-hidden />,
  delivered: <IconCheck size={20} aria-hidden />,
  failed: <IconAlertTriangle size={20} aria-hidden />,
  opened: <IconEye size={20} aria-hidden />,
} as const;
const FIGURES = ['targeted', 'delivered', 'failed', 'opened'] as const;

/** A sent notification's delivery: participants targeted, delivered (push or inbox), failed, opened in the app. */
export function NotificationFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const share = (value: number, of: 'targeted' | 'delivered') =>
    figures[of] > 0
      ? t(`notifications.figures.share_of_${of}`, { share: format.number(value / figures[of], { style: 'percent' }) })
      : undefined;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {FIGURES.map((figure) => (
        <StatCard
          key={figure}
          label={t(`notifications.figures.${figure}`)}
          definition={t(`notifications.figures.${figure}_definition`)}
          value={format.number(figures[figure])}
          icon={ICONS[figure]}
          hint={
            figure === 'targeted' ? undefined : share(figures[figure], figure === 'opened' ? 'delivered' : 'targeted')
          }
        />
      ))}
    </SimpleGrid>
  );
}
