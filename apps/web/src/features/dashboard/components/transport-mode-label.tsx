import { ColorSwatch, getThemeColor, Group, Text, useMantineTheme } from '@mantine/core';
import type { TransportMode } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_MODE_COLORS } from '@/lib/transport-mode-colors';

/** A transport mode's name, with the colour it has in the charts. */
export function TransportModeLabel({ mode, fw }: { mode: TransportMode; fw?: number }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  return (
    <Group gap={8} wrap="nowrap">
      <ColorSwatch color={getThemeColor(TRANSPORT_MODE_COLORS[mode], theme)} size={12} withShadow={false} aria-hidden />
      <Text fz="sm" fw={fw} span>
        {t(`transport_modes.${mode}`)}
      </Text>
    </Group>
  );
}
