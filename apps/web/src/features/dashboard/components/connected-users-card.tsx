import { Box, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { useConnectedUsers } from '../api/get-connected-users';
import type { StatsParams } from '../lib/stats-filters';

/** The connected users (spec "connected users get"): who has the app open now, the most recent first. */
export function ConnectedUsersCard({ params }: { params: StatsParams }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useConnectedUsers(params);
  const list = query.data;
  return (
    <Card component="section" aria-labelledby="connected-users-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4" id="connected-users-title">
            {t('dashboard.connected_users.title')}
          </Title>
          {list && list.total > list.data.length && (
            <Text fz="xs" c="dimmed">
              {t('dashboard.connected_users.first', { shown: list.data.length, total: list.total })}
            </Text>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {t('dashboard.connected_users.description')}
        </Text>
        {query.isPending ? (
          <Skeleton height={80} />
        ) : query.isError ? (
          <Text fz="sm" c="dimmed">
            {t('dashboard.connected_users.error')}
          </Text>
        ) : list!.data.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('dashboard.connected_users.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360} mah={320}>
            <Table aria-labelledby="connected-users-title" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.connected_users.participant')}</Table.Th>
                  <Table.Th>{t('dashboard.connected_users.branch')}</Table.Th>
                  <Table.Th>{t('dashboard.connected_users.since')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list!.data.map((person) => (
                  <Table.Tr key={person.participantId}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Box w={8} h={8} bg="green.6" style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
                        <Text fz="sm">{person.displayName}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm">{person.branchName ?? '—'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm">{format.dateTime(person.since)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
