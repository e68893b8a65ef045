import '@mantine/core/styles/SegmentedControl.css';
import { TRIP_REVIEW_STATUSES, type TripReviewStatus } from '@mobiverte/contracts';
import { Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { DataTable } from '@/components/data-table/data-table';
import { ServerPager } from '@/components/data-table/server-pager';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { getErrorMessageKey } from '@/lib/api-error';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { type TripReview, useTripReviews } from '../api/get-trip-reviews';
import { type TripDecision, useReviewTrip } from '../api/review-trip';

const PAGE_SIZE = 50;
const column = createColumnHelper<TripReview>();

/**
 * The trips the plausibility rules flagged (issue 14): not credited until a city admin accepts one (credited
 * then) or rejects it. The queue shows why each was flagged, in words.
 */
export function TripReviewsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const confirm = useConfirm();
  const me = useMe();
  const canManage = canUse(me, 'trip-reviews.manage');
  const [status, setStatus] = useState<TripReviewStatus>('pending');
  const [page, setPage] = useState(1);
  const reviews = useTripReviews({ status, page, pageSize: PAGE_SIZE });
  const review = useReviewTrip();

  const columns = useMemo(() => {
    const decide = async (row: TripReview, decision: TripDecision) => {
      const values = {
        name: row.participantName,
        reason: t(`trip_reviews.reasons.${row.reason}`),
        date: format.dateTime(row.startTime),
      };
      const yes = await confirm({
        title: t(`trip_reviews.${decision}.title`),
        message: t(`trip_reviews.${decision}.message`, values),
        confirmLabel: t(`trip_reviews.${decision}.confirm`),
        danger: decision === 'reject',
      });
      if (!yes) return;
      review.mutate(
        { tripId: row.id, decision },
        {
          onSuccess: () => notifications.show({ color: 'brand', message: t(`trip_reviews.${decision}.success`) }),
          onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
        },
      );
    };
    return [
      column.accessor('participantName', {
        header: () => t('trip_reviews.columns.participant'),
        cell: (info) => (
          <Stack gap={0}>
            <Text fz="sm" fw={600}>
              {info.getValue()}
            </Text>
            {info.row.original.organisationName && (
              <Text fz="xs" c="dimmed">
                {info.row.original.organisationName}
              </Text>
            )}
          </Stack>
        ),
      }),
      // Why the trip is held comes first: on a phone the columns after it scroll sideways.
      column.accessor('reason', {
        header: () => t('trip_reviews.columns.reason'),
        cell: (info) => t(`trip_reviews.reasons.${info.getValue()}`),
      }),
      column.accessor('startTime', {
        header: () => t('trip_reviews.columns.start'),
        cell: (info) => format.dateTime(info.getValue()),
      }),
      column.accessor('activityType', {
        header: () => t('trip_reviews.columns.mode'),
        cell: (info) => t(`transport_modes.${info.getValue()}`),
      }),
      column.accessor('distanceKm', {
        header: () => t('trip_reviews.columns.distance'),
        cell: (info) => format.distanceKm(info.getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('durationMin', {
        header: () => t('trip_reviews.columns.duration'),
        cell: (info) => format.durationMinutes(info.getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('speedKmh', {
        header: () => t('trip_reviews.columns.speed'),
        cell: (info) => t('trip_reviews.speed', { value: format.figure(info.getValue()) }),
        meta: { align: 'right' },
      }),
      ...(status === 'pending'
        ? [
            column.accessor('receivedAt', {
              header: () => t('trip_reviews.columns.received'),
              cell: (info) => format.dateTime(info.getValue()),
            }),
          ]
        : [
            column.accessor('reviewedAt', {
              header: () => t('trip_reviews.columns.reviewed'),
              cell: (info) => (info.getValue() ? format.dateTime(info.getValue()!) : ''),
            }),
          ]),
      ...(canManage && status === 'pending'
        ? [
            column.display({
              id: 'actions',
              header: () => t('trip_reviews.columns.actions'),
              cell: (info) => (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconCheck size={16} aria-hidden />}
                    aria-label={t('trip_reviews.accept.named', { name: info.row.original.participantName })}
                    onClick={() => void decide(info.row.original, 'accept')}
                  >
                    {t('trip_reviews.accept.action')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red.8"
                    leftSection={<IconX size={16} aria-hidden />}
                    aria-label={t('trip_reviews.reject.named', { name: info.row.original.participantName })}
                    onClick={() => void decide(info.row.original, 'reject')}
                  >
                    {t('trip_reviews.reject.action')}
                  </Button>
                </Group>
              ),
            }),
          ]
        : []),
    ];
  }, [t, format, confirm, review, canManage, status]);

  const total = reviews.data?.total ?? 0;
  return (
    <Stack gap="lg">
      <PageHeader />
      <Card>
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('trip_reviews.status_filter')}
            value={status}
            onChange={(value) => {
              setStatus(value as TripReviewStatus);
              setPage(1);
            }}
            data={TRIP_REVIEW_STATUSES.map((value) => ({ value, label: t(`trip_reviews.statuses.${value}`) }))}
            style={{ alignSelf: 'flex-start' }}
          />
          {reviews.isError ? (
            <QueryError error={reviews.error} onRetry={() => void reviews.refetch()} />
          ) : (
            <DataTable
              data={reviews.data?.data ?? []}
              columns={columns}
              loading={reviews.isPending}
              caption={t('trip_reviews.caption')}
              getRowId={(row) => row.id}
              emptyTitle={t(`trip_reviews.empty.${status}.title`)}
              emptyDescription={t(`trip_reviews.empty.${status}.description`)}
              pageSize={PAGE_SIZE}
              pager={
                <ServerPager
                  caption={t('trip_reviews.caption')}
                  page={page}
                  pageSize={PAGE_SIZE}
                  total={total}
                  onChange={setPage}
                />
              }
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
