import { Button, Card, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SortableColumn, SortableTable } from '@/components/data-table/sortable-table';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useChallengeConfiguration } from '../api/get-challenge-configuration';
import { type ChallengeTemplate, useChallengeTemplates } from '../api/get-challenge-templates';
import { BackToChallenges } from '../components/back-to-challenges';
import { SendLimitCard } from '../components/send-limit-card';
import { TemplateForm } from '../components/template-form';
import { useGoalText } from '../hooks/use-goal-text';

/**
 * The city's challenge templates, which organisations start from ("Partir d'un modèle"), a new one, and the
 * limit on the challenges an organisation may send to others.
 */
export function ChallengeTemplatesPage() {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const goalText = useGoalText();
  const templates = useChallengeTemplates();
  const configuration = useChallengeConfiguration();
  const [adding, setAdding] = useState(false);
  const canWrite = canUse(me, 'challenge-templates.write');
  const columns = useMemo(
    (): SortableColumn<ChallengeTemplate>[] => [
      {
        id: 'name',
        header: t('challenges.columns.name'),
        value: (row) => row.name,
        cell: (row) => (
          <Stack gap={0}>
            <Text fz="sm" fw={600}>
              {row.name}
            </Text>
            {row.excerpt && (
              <Text fz="xs" c="dimmed">
                {row.excerpt}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'goal',
        header: t('challenges.columns.goal'),
        value: (row) => row.individualGoal.type,
        cell: (row) =>
          `${t(`challenges.goal_types.${row.individualGoal.type}`)} · ${goalText(row.individualGoal.type, row.individualGoal.value)}`,
      },
      {
        id: 'duration',
        header: t('challenges.fields.duration_days'),
        value: (row) => row.durationDays,
        cell: (row) => (row.durationDays ? t('challenges.templates.days', { count: row.durationDays }) : '—'),
        align: 'right',
      },
      {
        id: 'reward',
        header: t('challenges.fields.reward'),
        value: (row) => row.individualGoal.reward,
        cell: (row) => format.number(row.individualGoal.reward),
        align: 'right',
      },
      {
        id: 'created',
        header: t('challenges.templates.created_at'),
        value: (row) => row.createdAt,
        cell: (row) => format.date(row.createdAt),
      },
    ],
    [t, format, goalText],
  );
  return (
    <Stack gap="lg">
      <BackToChallenges />
      <PageHeader
        actions={
          canWrite &&
          !adding && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('challenges.templates.add')}
            </Button>
          )
        }
      />
      {adding && <TemplateForm onDone={() => setAdding(false)} />}
      <Card>
        {templates.isError ? (
          <QueryError error={templates.error} onRetry={() => void templates.refetch()} />
        ) : (
          <SortableTable
            data={templates.data ?? []}
            columns={columns}
            caption={t('challenges.templates.caption')}
            getRowId={(row) => row.id}
            emptyTitle={templates.isPending ? t('global.loading') : t('challenges.templates.empty')}
            emptyDescription={templates.isPending ? undefined : t('challenges.templates.empty_hint')}
            minWidth={720}
          />
        )}
      </Card>
      {configuration.data && <SendLimitCard configuration={configuration.data} />}
    </Stack>
  );
}
