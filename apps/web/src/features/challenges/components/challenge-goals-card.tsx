import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChallengeGoal, GoalProgress } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { ChallengeDetail } from '../api/get-challenge';
import { useGoalText } from '../hooks/use-goal-text';
import { ProgressCell } from './progress-cell';

function GoalBlock({
  title,
  goal,
  progress,
  progressText,
}: {
  title: string;
  goal: ChallengeGoal;
  progress: number;
  progressText: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const goalText = useGoalText();
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {title}
      </Title>
      <Text fz="lg" fw={700} c="bright">
        {t(`challenges.goal_types.${goal.type}`)} · {goalText(goal.type, goal.value)}
      </Text>
      <Text fz="sm" c="dimmed">
        {goal.activityTypes.map((mode) => t(`transport_modes.${mode}`)).join(', ')}
      </Text>
      {goal.reward > 0 && (
        <Text fz="sm">{t('challenges.info.reward', { value: format.number(goal.reward), count: goal.reward })}</Text>
      )}
      <Group gap="sm" wrap="wrap">
        <ProgressCell ratio={progress} label={title} width={220} />
      </Group>
      <Text fz="sm" c="dimmed">
        {progressText}
      </Text>
    </Stack>
  );
}

/** The individual goal (share of participants who reached it) and the collaborative one (the group's progress). */
export function ChallengeGoalsCard({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const goalText = useGoalText();
  const reachedShare = challenge.participantsCount > 0 ? challenge.reachedCount / challenge.participantsCount : 0;
  const collaborative: GoalProgress | null = challenge.collaborativeProgress;
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('challenges.info.goals')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: challenge.collaborativeGoal ? 2 : 1 }} spacing="xl">
          <GoalBlock
            title={t('challenges.form.individual_goal')}
            goal={challenge.individualGoal}
            progress={reachedShare}
            progressText={t('challenges.info.reached', {
              count: challenge.participantsCount,
              reached: format.number(challenge.reachedCount),
              formatted: format.number(challenge.participantsCount),
            })}
          />
          {challenge.collaborativeGoal && (
            <GoalBlock
              title={t('challenges.form.collaborative_goal')}
              goal={challenge.collaborativeGoal}
              progress={collaborative?.ratio ?? 0}
              progressText={t('challenges.info.collaborative_progress', {
                done: goalText(challenge.collaborativeGoal.type, collaborative?.value ?? 0),
                target: goalText(challenge.collaborativeGoal.type, challenge.collaborativeGoal.value),
              })}
            />
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
