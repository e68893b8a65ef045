import { ActionIcon, Group, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageControl {
  label: string;
  icon: ComponentType<{ size?: number }>;
  onClick: () => void;
  disabled: boolean;
}

function ControlButton({ label, icon: Icon, onClick, disabled }: PageControl) {
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
      <Icon size={18} />
    </ActionIcon>
  );
}

/** The buttons before and after "Page x / y", named for screen readers after the table they page through. */
export function PageControls({
  caption,
  page,
  pages,
  before,
  after,
}: {
  caption: string;
  page: number;
  pages: number;
  before: PageControl[];
  after: PageControl[];
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" component="nav" aria-label={t('table.pagination_of', { caption })}>
      {before.map((control) => (
        <ControlButton key={control.label} {...control} />
      ))}
      <Text fz="sm" fw={500} px="xs" aria-live="polite" miw={88} ta="center">
        {t('table.page_of', { page, pages })}
      </Text>
      {after.map((control) => (
        <ControlButton key={control.label} {...control} />
      ))}
    </Group>
  );
}
