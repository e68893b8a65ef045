import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/components/form/number-field';
import { getErrorMessageKey } from '@/lib/api-error';
import type { ChallengeConfiguration } from '../api/get-challenge-configuration';
import { useUpdateChallengeConfiguration } from '../api/update-challenge-configuration';
import { toNumber } from '../lib/challenge-form';

type Values = { sendLimit: number | string };

const validateLimit = (value: number | string) => {
  if (value === '') return null;
  const limit = toNumber(value);
  return Number.isInteger(limit) && limit >= 0 && limit <= 1000 ? null : 'challenges.field_errors.send_limit_invalid';
};

/** The city's limit on the challenges an organisation may have sent at once (empty: no limit). */
export function SendLimitCard({ configuration }: { configuration: ChallengeConfiguration }) {
  const { t } = useTranslation();
  const update = useUpdateChallengeConfiguration();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { sendLimit: configuration.sendLimit ?? '' },
    validate: { sendLimit: validateLimit },
  });
  const submit = form.onSubmit((values) =>
    update.mutate(values.sendLimit === '' ? null : toNumber(values.sendLimit), {
      onSuccess: (saved) => {
        form.resetDirty({ sendLimit: saved.sendLimit ?? '' });
        notifications.show({ color: 'brand', message: t('challenges.send_limit.saved') });
      },
      onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
    }),
  );
  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="h4">
              {t('challenges.send_limit.title')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t(
                configuration.challengeBetweenOrganisations
                  ? 'challenges.send_limit.granted'
                  : 'challenges.send_limit.not_granted',
              )}
            </Text>
          </Stack>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NumberField
              label={t('challenges.send_limit.label')}
              description={t('challenges.send_limit.hint')}
              min={0}
              maw={320}
              control={form}
              name="sendLimit"
            />
            <Button
              type="submit"
              variant="light"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={update.isPending}
              disabled={!form.isDirty()}
            >
              {t('challenges.send_limit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
