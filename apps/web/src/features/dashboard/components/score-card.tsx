import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { type OrganisationsScores, useOrganisationsScores } from '../api/get-organisations-scores';
import { ChartSuspense, ScoreGauge } from '../charts/lazy-charts';
import type { StatsOwner } from '../lib/stats-filters';
import { StatsPanel } from './stats-panel';

const GAUGE_SIZE = 170;
/** Within this many points of the average, a score is "in line with" it. */
const SAME_AS_AVERAGE = 3;

function verdictOf(score: number, average: number): 'above' | 'below' | 'level' {
  if (score > average + SAME_AS_AVERAGE) return 'above';
  if (score < average - SAME_AS_AVERAGE) return 'below';
  return 'level';
}

const VERDICT_COLORS = { above: 'teal', below: 'orange', level: 'gray' } as const;

function ScoreFigures({ scores, ownerType }: { scores: OrganisationsScores; ownerType: StatsOwner['ownerType'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const score = (value: number) =>
    t('dashboard.score.out_of_100', { score: format.number(value, { maximumFractionDigits: 0 }) });
  const mine = scores.myOrganisationScore;
  const average = scores.averageScoreAllOrganisations;
  const band = scores.sizeBand ? t(`dashboard.size_bands.${scores.sizeBand}`) : null;
  const verdict = mine !== null ? verdictOf(mine, average) : null;
  return (
    <Group gap="lg" align="center" wrap="wrap">
      <ChartSuspense height={GAUGE_SIZE}>
        <ScoreGauge score={mine ?? average} average={mine !== null ? average : undefined} size={GAUGE_SIZE} />
      </ChartSuspense>
      <Stack gap={6} miw={200} style={{ flex: 1 }}>
        {mine !== null ? (
          <>
            <Text fz="sm" c="dimmed">
              {t('dashboard.score.mine')}
            </Text>
            <Text fz={28} fw={700} c="bright" lh={1.1}>
              {score(mine)}
            </Text>
            {verdict && (
              <Badge variant="light" color={VERDICT_COLORS[verdict]} size="lg">
                {t(`dashboard.score.verdict.${verdict}`)}
              </Badge>
            )}
            <Text fz="sm">
              {band
                ? t('dashboard.score.band_average', { score: score(average), band, count: scores.organisationsInBand })
                : t('dashboard.score.average', { score: score(average), count: scores.organisationsInBand })}
            </Text>
          </>
        ) : (
          <>
            <Text fz="sm" c="dimmed">
              {t(ownerType === 'city' ? 'dashboard.score.city_average' : 'dashboard.score.no_score_yet')}
            </Text>
            <Text fz={28} fw={700} c="bright" lh={1.1}>
              {score(average)}
            </Text>
            <Text fz="sm">
              {t(ownerType === 'city' ? 'dashboard.score.organisations_count' : 'dashboard.score.average_of_band', {
                count: scores.organisationsInBand,
              })}
            </Text>
          </>
        )}
      </Stack>
    </Group>
  );
}

/** The organisation's score against the average of its size band (or, for a city, its organisations' average). */
export function ScoreCard({ owner }: { owner: StatsOwner }) {
  const { t } = useTranslation();
  const query = useOrganisationsScores(owner);
  return (
    <StatsPanel
      title={t(owner.ownerType === 'city' ? 'dashboard.score.city_title' : 'dashboard.score.title')}
      query={query}
      skeletonHeight={GAUGE_SIZE}
    >
      {(scores) => (
        <Stack gap="md">
          <ScoreFigures scores={scores} ownerType={owner.ownerType} />
          <Text fz="xs" c="dimmed">
            {t('dashboard.score.explanation')}
          </Text>
        </Stack>
      )}
    </StatsPanel>
  );
}
