import { Button, Card, Stack, Tabs } from '@mantine/core';
import { CHALLENGE_LIST_TABS, type ChallengeListTab } from '@mobiverte/contracts';
import { IconChartBar, IconPlus, IconSend, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useChallenges } from '../api/get-challenges';
import { ChallengesTable } from '../components/challenges-table';
import { ReceivedChallengesPanel } from '../components/received-challenges-panel';
import {
  CHALLENGES_PAGE_SIZE,
  type ChallengeListParams,
  readChallengeListParams,
  writeChallengeListParams,
} from '../lib/challenge-list-params';

/**
 * The challenges of the organisation (or of the city): tabs all / active / upcoming / drafts / ended, sorted and
 * paged by the server; received challenges waiting for an answer on top.
 */
export function ChallengesPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readChallengeListParams(searchParams);
  const challenges = useChallenges({
    state: params.tab,
    page: params.page,
    pageSize: CHALLENGES_PAGE_SIZE,
    sort: params.sort,
    order: params.order,
  });
  const canWrite = canUse(me, 'challenges.write');
  const canSend = canWrite && me.role === 'organisation' && me.addons.challengeBetweenOrganisations;
  const change = (changes: Partial<ChallengeListParams>) =>
    setSearchParams(writeChallengeListParams(params, changes), { replace: true });

  return (
    <Stack gap="lg">
      <PageHeader
        description={me.role === 'city' ? t('challenges.list.city_description') : undefined}
        actions={
          <>
            <Button
              variant="default"
              component={Link}
              to={paths.challenges.dashboard}
              leftSection={<IconChartBar size={16} />}
            >
              {t('challenges.actions.dashboard')}
            </Button>
            {me.role === 'city' && (
              <Button
                variant="default"
                component={Link}
                to={paths.challenges.templates}
                leftSection={<IconTemplate size={16} />}
              >
                {t('challenges.actions.templates')}
              </Button>
            )}
            {canSend && (
              <Button variant="light" component={Link} to={paths.challenges.send} leftSection={<IconSend size={16} />}>
                {t('challenges.actions.challenge_another')}
              </Button>
            )}
            {canWrite && (
              <Button component={Link} to={paths.challenges.create} leftSection={<IconPlus size={16} />}>
                {t('challenges.actions.create')}
              </Button>
            )}
          </>
        }
      />
      {me.role === 'organisation' && <ReceivedChallengesPanel canAnswer={canUse(me, 'challenges.answer')} />}
      <Card>
        <Tabs value={params.tab} onChange={(tab) => tab && change({ tab: tab as ChallengeListTab })}>
          <Tabs.List aria-label={t('challenges.tabs.label')} mb="md">
            {CHALLENGE_LIST_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`challenges.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {challenges.isError ? (
          <QueryError error={challenges.error} onRetry={() => void challenges.refetch()} />
        ) : (
          <ChallengesTable
            challenges={challenges.data?.data ?? []}
            total={challenges.data?.total ?? 0}
            loading={challenges.isPending}
            pageSize={CHALLENGES_PAGE_SIZE}
            params={params}
            onChange={change}
            emptyAction={
              canWrite && (params.tab === 'all' || params.tab === 'draft')
                ? { label: t('challenges.actions.create'), to: paths.challenges.create, icon: <IconPlus size={16} /> }
                : undefined
            }
          />
        )}
      </Card>
    </Stack>
  );
}
