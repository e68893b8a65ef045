import { getThemeColor, useMantineTheme } from '@mantine/core';
import type { TransportMode } from '@mobiverte/contracts';
import { useMemo } from 'react';
import { TRANSPORT_MODE_COLORS } from '@/lib/transport-mode-colors';

/** Each mode's colour as the charts draw it, resolved to a CSS colour for maplibre's paint properties. */
export function useModeColors(): Record<TransportMode, string> {
  const theme = useMantineTheme();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(TRANSPORT_MODE_COLORS).map(([mode, color]) => [mode, getThemeColor(color, theme)]),
      ) as Record<TransportMode, string>,
    [theme],
  );
}
