import { ActionIcon } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LightTooltip } from '@/components/tooltip/light-tooltip';

/** An info icon that tells what a figure counts, on hover, on keyboard focus and on touch. */
export function DefinitionTip({ label, definition }: { label: ReactNode; definition: string }) {
  const { t } = useTranslation();
  return (
    <LightTooltip label={definition} multiline w={300} withArrow position="top-start" touch>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        radius="xl"
        aria-label={typeof label === 'string' ? t('definitions.about', { name: label }) : t('definitions.label')}
        aria-description={definition}
      >
        <IconInfoCircle size={16} aria-hidden />
      </ActionIcon>
    </LightTooltip>
  );
}
