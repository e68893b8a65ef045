import { type MantineTheme, parseThemeColor, useMantineTheme } from '@mantine/core';
import type { TransportMode } from '@mobiverte/contracts';
import { useMemo } from 'react';
import { TRANSPORT_MODE_COLORS } from '@/lib/transport-mode-colors';

/**
 * Each mode's colour as the charts draw it, as the theme's hexadecimal value: maplibre's paint properties parse
 * colours themselves and reject CSS variables (`getThemeColor` gives `var(--mantine-color-…)`, and a layer with
 * one is never added).
 */
export function resolveModeColors(theme: MantineTheme): Record<TransportMode, string> {
  return Object.fromEntries(
    Object.entries(TRANSPORT_MODE_COLORS).map(([mode, color]) => [mode, parseThemeColor({ color, theme }).value]),
  ) as Record<TransportMode, string>;
}

export function useModeColors(): Record<TransportMode, string> {
  const theme = useMantineTheme();
  return useMemo(() => resolveModeColors(theme), [theme]);
}
