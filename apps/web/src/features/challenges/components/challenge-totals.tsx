import { SimpleGrid } from '@mantine/core';
import { IconClock, IconFlame, IconLeaf, IconRoute, IconUsers, IconWalk } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card/stat-card';
import { useFormatters } from '@/lib/use-formatters';
import type { ChallengeDetail } from '../api/get-challenge';

/** The participants' totals over the challenge's dates: GHG avoided first. */
export function ChallengeTotals({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { totals } = challenge;
  return (
    <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="md">
      <StatCard
        label={t('challenges.totals.ghg')}
        value={format.figure(totals.totalGreenhouseGazes)}
        unit={t('challenges.totals.ghg_unit')}
        icon={<IconLeaf size={24} />}
      />
      <StatCard
        label={t('challenges.totals.participants')}
        value={format.number(challenge.participantsCount)}
        icon={<IconUsers size={24} />}
      />
      <StatCard
        label={t('challenges.totals.distance')}
        value={format.distanceKm(totals.distanceKm)}
        icon={<IconRoute size={24} />}
      />
      <StatCard
        label={t('challenges.totals.duration')}
        value={format.durationMinutes(totals.durationMin)}
        icon={<IconClock size={24} />}
      />
      <StatCard
        label={t('challenges.totals.sessions')}
        value={format.number(totals.sessions)}
        icon={<IconWalk size={24} />}
      />
      <StatCard
        label={t('challenges.totals.calories')}
        value={format.number(Math.round(totals.calories))}
        unit="kcal"
        icon={<IconFlame size={24} />}
      />
    </SimpleGrid>
  );
}
