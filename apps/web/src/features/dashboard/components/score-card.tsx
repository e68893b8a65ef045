import { Badge, ColorSwatch, getThemeColor, Group, Stack, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { definitionKey } from '@/components/stat-card/figure-definitions';
import { useFormatters } from '@/lib/use-formatters';
import { type OrganisationsScores, useOrganisationsScores } from '../api/get-organisations-scores';
import { ChartSuspense, ScoreGauge } from '../charts/lazy-charts';
import type { StatsOwner, StatsParams } from '../lib/stats-filters';
import { StatsPanel } from './stats-panel';
import { memoOnParams } from './memo-on-params';

const GAUGE_SIZE = 160;
/** The gauge marks the average with this colour; the legend repeats it. */
const AVERAGE_COLOR = 'orange.7';
/** Within this many points of the average, a score is "in line with" it. */
const SAME_AS_AVERAGE = 3;

function verdictOf(score: number, average: number): 'above' | 'below' | 'level' {
  if (score > average + SAME_AS_AVERAGE) return 'above';
  if (score < average - SAME_AS_AVERAGE) return 'below';
  return 'level';
}

const VERDICT_COLORS = { above: 'teal', below: 'orange', level: 'gray' } as const;

interface ScoreFiguresProps {
  scores: OrganisationsScores;
  ownerType: StatsOwner['ownerType'];
}

function ScoreFigures({ scores, ownerType }: ScoreFiguresProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const format = useFormatters();
  const outOf100 = (value: number) =>
    t('dashboard.score.out_of_100', { score: format.number(value, { maximumFractionDigits: 0 }) });
  const mine = scores.myOrganisationScore;
  const average = scores.averageScoreAllOrganisations;
  const count = scores.organisationsInBand;
  const band = scores.sizeBand ? t(`dashboard.size_bands.${scores.sizeBand}`) : null;
  const verdict = mine !== null ? verdictOf(mine, average) : null;
  return (
    <Stack gap="md">
      <Group gap="lg" align="center" wrap="wrap">
        <ChartSuspense height={GAUGE_SIZE}>
          <ScoreGauge
            score={mine ?? average}
            average={mine !== null ? average : undefined}
            averageColor={AVERAGE_COLOR}
            size={GAUGE_SIZE}
          />
        </ChartSuspense>
        <Stack gap={6} miw={160} style={{ flex: 1 }}>
          <Text fz="sm" c="dimmed">
            {mine !== null
              ? t('dashboard.score.mine')
              : t(ownerType === 'city' ? 'dashboard.score.city_average' : 'dashboard.score.no_score_yet')}
          </Text>
          <Text fz={26} fw={700} c="bright" lh={1.1}>
            {outOf100(mine ?? average)}
          </Text>
          {verdict && (
            <Badge
              variant="light"
              color={VERDICT_COLORS[verdict]}
              size="lg"
              h="auto"
              py={4}
              style={{ alignSelf: 'flex-start' }}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {t(`dashboard.score.verdict.${verdict}`)}
            </Badge>
          )}
          {mine === null && (
            <Text fz="sm">
              {t(ownerType === 'city' ? 'dashboard.score.organisations_count' : 'dashboard.score.average_of_band', {
                count,
              })}
            </Text>
          )}
        </Stack>
      </Group>
      {mine !== null && (
        <Group gap={8} wrap="nowrap" align="flex-start">
          <ColorSwatch color={getThemeColor(AVERAGE_COLOR, theme)} size={12} mt={4} withShadow={false} aria-hidden />
          <Text fz="sm">
            {band
              ? t('dashboard.score.band_average', { score: outOf100(average), band, count })
              : t('dashboard.score.average', { score: outOf100(average), count })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** The organisation's score against the average of its size band (or, for a city, its organisations' average). */
function ScoreCardContent({ params }: { params: StatsParams }) {
  const { t } = useTranslation();
  const query = useOrganisationsScores(params);
  const city = params.ownerType === 'city';
  return (
    <StatsPanel
      title={t(city ? 'dashboard.score.city_title' : 'dashboard.score.title')}
      description={t(city ? 'dashboard.score.city_description' : 'dashboard.score.description')}
      query={query}
      skeletonHeight={GAUGE_SIZE}
    >
      {(scores) => (
        <Stack gap="md">
          <ScoreFigures scores={scores} ownerType={params.ownerType} />
          <Text fz="xs" c="dimmed">
            {t(definitionKey('score'))}
          </Text>
        </Stack>
      )}
    </StatsPanel>
  );
}

export const ScoreCard = memoOnParams(ScoreCardContent);
