import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_REDEEM_STEPS } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';

interface RedeemStepsFieldProps {
  legend: string;
  steps: string[];
  onChange: (steps: string[]) => void;
  error?: string | null;
  disabled?: boolean;
}

/** Up to 5 redeem steps in one language, added and removed one by one. */
export function RedeemStepsField({ legend, steps, onChange, error, disabled }: RedeemStepsFieldProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={legend} variant="default">
      <Stack gap="xs">
        {steps.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('products.steps.none')}
          </Text>
        )}
        {steps.map((step, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t('products.steps.step', { number: index + 1 })}
              value={step}
              onChange={(event) =>
                onChange(steps.map((current, position) => (position === index ? event.currentTarget.value : current)))
              }
              maxLength={500}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red.8"
              size="lg"
              onClick={() => onChange(steps.filter((_, position) => position !== index))}
              aria-label={t('products.steps.remove', { number: index + 1 })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {error && (
          <Text fz="sm" c="red.8">
            {t(error)}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={disabled || steps.length >= MAX_REDEEM_STEPS}
            onClick={() => onChange([...steps, ''])}
          >
            {t('products.steps.add')}
          </Button>
          <Text fz="xs" c="dimmed">
            {t('products.steps.count', { count: steps.length, max: MAX_REDEEM_STEPS })}
          </Text>
        </Group>
      </Stack>
    </Fieldset>
  );
}
