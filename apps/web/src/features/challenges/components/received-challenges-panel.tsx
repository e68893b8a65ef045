import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canAnswerReceivedChallenge } from '@mobiverte/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { paths } from '@/config/paths';
import { getErrorMessageKey } from '@/lib/api-error';
import { useFormatters } from '@/lib/use-formatters';
import { type ChallengeAnswer, useAnswerChallenge } from '../api/answer-challenge';
import { type Challenge, useChallenges } from '../api/get-challenges';
import { useGoalText } from '../hooks/use-goal-text';

/** The challenges other organisations sent, waiting for an answer: accept (with confirmation) or decline. */
export function ReceivedChallengesPanel({ canAnswer }: { canAnswer: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const goalText = useGoalText();
  const confirm = useConfirm();
  const answer = useAnswerChallenge();
  const received = useChallenges({ state: 'all', page: 1, pageSize: 100, sort: 'startAt', order: 'asc' });
  const pending = (received.data?.data ?? []).filter(
    (row) => row.received && canAnswerReceivedChallenge(row.received.state, row.displayState),
  );
  if (pending.length === 0) return null;

  const decide = async (row: Challenge, choice: ChallengeAnswer) => {
    const values = { name: row.name, sender: row.received?.sentByOrganisationName ?? '' };
    const yes = await confirm({
      title: t(`challenges.${choice}.title`),
      message: t(`challenges.${choice}.message`, values),
      confirmLabel: t(`challenges.${choice}.confirm`),
      danger: choice === 'decline',
    });
    if (!yes) return;
    answer.mutate(
      { challengeId: row.id, answer: choice },
      {
        onSuccess: () => notifications.show({ color: 'brand', message: t(`challenges.${choice}.success`, values) }),
        onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
      },
    );
  };

  return (
    <Card withBorder style={{ borderColor: 'var(--mantine-color-orange-4)' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {t('challenges.received.title', { count: pending.length })}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('challenges.received.description')}
          </Text>
        </Stack>
        {pending.map((row) => (
          <Group key={row.id} justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={2} miw={0} style={{ flex: '1 1 280px' }}>
              <Anchor component={Link} to={paths.challenges.infoOf(row.id)} fw={600}>
                {row.name}
              </Anchor>
              <Text fz="sm" c="dimmed">
                {t('challenges.received.summary', {
                  sender: row.received?.sentByOrganisationName ?? '',
                  start: format.dateTime(row.startAt),
                  end: format.dateTime(row.endAt),
                  goal: goalText(row.individualGoal.type, row.individualGoal.value),
                })}
              </Text>
            </Stack>
            {canAnswer && (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="sm"
                  leftSection={<IconCheck size={16} aria-hidden />}
                  aria-label={t('challenges.accept.named', { name: row.name })}
                  onClick={() => void decide(row, 'accept')}
                >
                  {t('challenges.accept.action')}
                </Button>
                <Button
                  size="sm"
                  variant="subtle"
                  color="red.8"
                  leftSection={<IconX size={16} aria-hidden />}
                  aria-label={t('challenges.decline.named', { name: row.name })}
                  onClick={() => void decide(row, 'decline')}
                >
                  {t('challenges.decline.action')}
                </Button>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
