import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { EMAIL_CAMPAIGN_STATES, isEmailCampaignEditable, type EmailCampaignState } from '@mobiverte/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FilteredListCard, useFilteredPage } from '@/components/data-table/filtered-list-card';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import { useEmails, type EmailListItem } from '../api/get-emails';
import { EmailStateBadge } from '../components/email-state-badge';
import { useAskDeleteEmail } from '../lib/use-ask-delete-email';

const PAGE_SIZE = 10;
type Filter = 'all' | EmailCampaignState;
const FILTERS: readonly Filter[] = ['all', ...EMAIL_CAMPAIGN_STATES];
const column = createColumnHelper<EmailListItem>();
const detailPath = (id: string) => paths.emails.detail.replace(':emailId', id);

/** The sender's email campaigns (spec §2 `/emails`): being sent, scheduled, drafts, sent and cancelled. */
export function EmailsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const askDelete = useAskDeleteEmail();
  const state = useFilteredPage<Filter>('all');
  const { filter, page } = state;
  const list = useEmails({ page, pageSize: PAGE_SIZE, ...(filter === 'all' ? {} : { state: filter }) });
  const counts = list.data?.counts;

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('emails.fields.name'),
        enableSorting: false,
        cell: (info) => (
          <Stack gap={2}>
            <Text component={Link} to={detailPath(info.row.original.id)} fw={600} size="sm" c="bright">
              {info.getValue()}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {info.row.original.subject}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('state', {
        header: () => t('emails.fields.state'),
        enableSorting: false,
        cell: (info) => <EmailStateBadge state={info.getValue()} />,
      }),
      column.accessor('plannedAt', {
        header: () => t('emails.fields.planned_at'),
        enableSorting: false,
        cell: (info) => {
          const value = info.getValue();
          return value ? (
            format.dateTime(value)
          ) : (
            <Text span c="dimmed" size="sm">
              {t('emails.not_planned')}
            </Text>
          );
        },
      }),
      column.accessor('figures', {
        header: () => t('emails.fields.figures'),
        enableSorting: false,
        meta: { secondary: true },
        cell: (info) => {
          const figures = info.getValue();
          return info.row.original.startedAt ? (
            <Text size="sm">
              {t('emails.figures.summary', { sent: figures.sent, targeted: figures.targeted })}
              {figures.failed > 0 && (
                <Text span size="sm" c="red.8">
                  {' · '}
                  {t('emails.figures.failed_count', { count: figures.failed })}
                </Text>
              )}
            </Text>
          ) : (
            <Text span c="dimmed" size="sm">
              —
            </Text>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: () => t('emails.fields.actions'),
        meta: { align: 'right', actions: true },
        cell: (info) => {
          const campaign = info.row.original;
          const editable = isEmailCampaignEditable(campaign.state);
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label={t(editable ? 'emails.actions.edit' : 'emails.actions.open', { name: campaign.name })}>
                <ActionIcon
                  component={Link}
                  to={detailPath(campaign.id)}
                  variant="subtle"
                  aria-label={t(editable ? 'emails.actions.edit' : 'emails.actions.open', { name: campaign.name })}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              {editable && (
                <Tooltip label={t('emails.actions.delete', { name: campaign.name })}>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    onClick={(event) => {
                      event.stopPropagation();
                      void askDelete(campaign);
                    }}
                    aria-label={t('emails.actions.delete', { name: campaign.name })}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          );
        },
      }),
    ],
    [t, format, askDelete],
  );

  const create = { label: t('emails.create.open'), to: paths.emails.create, icon: <IconPlus size={18} aria-hidden /> };
  const allCount = counts ? Object.values(counts).reduce((sum, value) => sum + value, 0) : 0;
  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          <Button component={Link} to={paths.emails.create} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('emails.create.open')}
          </Button>
        }
      />
      <FilteredListCard
        state={state}
        filterLabel={t('emails.state_filter')}
        filters={FILTERS.map((value) => ({
          value,
          label: counts
            ? t(`emails.filters.${value}_count`, { count: value === 'all' ? allCount : counts[value] })
            : t(`emails.filters.${value}`),
        }))}
        list={list}
        pageSize={PAGE_SIZE}
        columns={columns}
        caption={t('emails.caption')}
        getRowId={(row) => row.id}
        onRowClick={(row) => void navigate(detailPath(row.id))}
        emptyTitle={t(`emails.empty.${filter}.title`)}
        emptyDescription={t(`emails.empty.${filter}.description`)}
        emptyAction={filter === 'all' || filter === 'draft' ? create : undefined}
      />
    </Stack>
  );
}
