import { Alert, Group, Skeleton, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { NotFound } from '@/components/not-found/not-found';
import { PageHeader } from '@/components/page-header/page-header';
import { hasErrorCode } from '@/lib/api-error';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useChallenge } from '../api/get-challenge';
import { BackToChallenges } from '../components/back-to-challenges';
import { ChallengeActions } from '../components/challenge-actions';
import { ChallengeGoalsCard } from '../components/challenge-goals-card';
import { ChallengeOverviewCard } from '../components/challenge-overview-card';
import { ChallengeStateBadge } from '../components/challenge-state-badge';
import { ChallengeTotals } from '../components/challenge-totals';
import { LeaderboardCard } from '../components/leaderboard-card';
import { OrganisationsRankingCard } from '../components/organisations-ranking-card';

/** One challenge: what it is, its goals and progress, its totals, the leaderboard and the organisations' ranking. */
export function ChallengeInfoPage() {
  const { t } = useTranslation();
  const { challengeId = '' } = useParams();
  const me = useMe();
  const challenge = useChallenge(challengeId);
  if (hasErrorCode(challenge.error, 'not_found', 'validation_failed')) return <NotFound />;
  const data = challenge.data;
  return (
    <Stack gap="lg">
      <BackToChallenges />
      <PageHeader
        title={data ? data.name : <Skeleton h={32} w={280} />}
        description={data?.excerpt ?? undefined}
        actions={data && <ChallengeActions challenge={data} canWrite={canUse(me, 'challenges.write')} />}
      />
      {challenge.isError && <QueryError error={challenge.error} onRetry={() => void challenge.refetch()} />}
      {!data && !challenge.isError && <Skeleton h={240} />}
      {data && (
        <>
          <Group gap="sm">
            <ChallengeStateBadge displayState={data.displayState} received={data.received} />
          </Group>
          {data.received?.state === 'pending' && (
            <Alert color="orange" icon={<IconInfoCircle size={20} />}>
              {t('challenges.info.pending_answer')}
            </Alert>
          )}
          <ChallengeOverviewCard challenge={data} />
          <ChallengeGoalsCard challenge={data} />
          <ChallengeTotals challenge={data} />
          <LeaderboardCard challenge={data} />
          <OrganisationsRankingCard challenge={data} />
        </>
      )}
    </Stack>
  );
}
