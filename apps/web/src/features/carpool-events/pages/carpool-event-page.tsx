import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { NotFound } from '@/components/not-found/not-found';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { hasErrorCode } from '@/lib/api-error';
import { useFormatters } from '@/lib/use-formatters';
import { useCarpoolEvent } from '../api/get-carpool-event';
import { FrequencyBadge } from '../components/frequency-badge';
import { getMeetingTimes } from '../lib/schedule';

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.carpoolEvents.list} fz="sm" w="fit-content">
      <Group gap={6} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('carpool_events.detail.back')}
      </Group>
    </Anchor>
  );
}

export function CarpoolEventPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { eventId = '' } = useParams();
  const event = useCarpoolEvent(eventId);

  if (event.isError && hasErrorCode(event.error, 'not_found', 'validation_failed')) return <NotFound />;

  const data = event.data;
  const schedule = data ? getMeetingTimes(data) : [];

  return (
    <Stack gap="lg">
      <BackLink />
      <PageHeader
        title={
          data?.name ?? (event.isPending ? <Skeleton h={32} w={280} component="span" display="block" /> : undefined)
        }
      />
      {event.isError && <QueryError error={event.error} onRetry={() => void event.refetch()} />}
      {(data || event.isPending) && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Card>
            <Title order={2} fz="h4" mb="md">
              {t('carpool_events.detail.about')}
            </Title>
            {data ? (
              <Stack gap="md">
                <Detail label={t('carpool_events.fields.frequency')}>
                  <FrequencyBadge frequency={data.frequency} />
                </Detail>
                <Detail label={t('fields.date')}>
                  {data.date ? format.calendarDate(data.date) : t('carpool_events.every_week')}
                </Detail>
                <Detail label={t('fields.organisation')}>{data.organisationName ?? '—'}</Detail>
                <Detail label={t('fields.address')}>{data.address ?? '—'}</Detail>
              </Stack>
            ) : (
              <Stack gap="md">
                {[0, 1, 2, 3].map((index) => (
                  <Skeleton key={index} h={36} />
                ))}
              </Stack>
            )}
          </Card>
          <Card>
            <Title order={2} fz="h4" mb="md">
              {t('carpool_events.fields.meeting_time')}
            </Title>
            {data && schedule.length === 0 && <Text c="dimmed">{t('carpool_events.no_meeting_time')}</Text>}
            {data && schedule.length > 0 && (
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('carpool_events.fields.day')}</Table.Th>
                    <Table.Th scope="col">{t('carpool_events.fields.time')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {schedule.map(({ day, time }) => (
                    <Table.Tr key={day}>
                      <Table.Td>{format.weekdayLong(day)}</Table.Td>
                      <Table.Td>{time ? format.timeOfDay(time) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {!data && <Skeleton h={120} />}
          </Card>
        </SimpleGrid>
      )}
    </Stack>
  );
}
