import { Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { ChallengeDetail } from '../api/get-challenge';
import { RecipientStateBadge } from './challenge-state-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="dl" gap={2} m={0}>
      <Text component="dt" fz="xs" fw={600} c="dimmed" tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** What the challenge is: its picture and description, dates, owner, who takes part and its options. */
export function ChallengeOverviewCard({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const owner = challenge.received
    ? t('challenges.sent_by', { name: challenge.received.sentByOrganisationName ?? '' })
    : (challenge.organisationName ?? t('challenges.city_wide'));
  const audience = challenge.branchName
    ? t('challenges.info.branch_only', { name: challenge.branchName })
    : challenge.organisationId
      ? t('challenges.info.everyone_organisation')
      : t('challenges.info.everyone_city');
  return (
    <Card>
      <Stack gap="md">
        <Group align="flex-start" gap="lg" wrap="wrap">
          {challenge.imageUrl && <Image src={challenge.imageUrl} alt="" w={200} h={120} radius="sm" fit="cover" />}
          <Stack gap="xs" style={{ flex: '1 1 320px' }}>
            <Title order={2} fz="h4">
              {t('challenges.info.about')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{challenge.description}</Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label={t('challenges.fields.start_at')}>{format.dateTime(challenge.startAt)}</Fact>
          <Fact label={t('challenges.fields.end_at')}>{format.dateTime(challenge.endAt)}</Fact>
          <Fact label={t('challenges.info.owner')}>{owner}</Fact>
          <Fact label={t('challenges.info.audience')}>
            {audience}
            {challenge.excludeUsers.length > 0 &&
              ` · ${t('challenges.info.excluded', { count: challenge.excludeUsers.length })}`}
          </Fact>
        </SimpleGrid>
        {challenge.sentTo.length > 0 && (
          <Stack gap="xs">
            <Text fz="xs" fw={600} c="dimmed" tt="uppercase" lts={0.4}>
              {t('challenges.info.recipients')}
            </Text>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {challenge.sentTo.map((recipient) => (
                <Group component="li" key={recipient.organisationId} gap="sm" wrap="wrap">
                  <Text fz="sm" fw={500}>
                    {recipient.name}
                  </Text>
                  <RecipientStateBadge state={recipient.state} />
                  {recipient.answeredAt && (
                    <Text fz="xs" c="dimmed">
                      {format.dateTime(recipient.answeredAt)}
                    </Text>
                  )}
                </Group>
              ))}
            </Stack>
          </Stack>
        )}
        <Text fz="sm" c="dimmed">
          {[
            challenge.notify ? t('challenges.info.notified') : t('challenges.info.not_notified'),
            challenge.shared ? t('challenges.info.shared') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}
