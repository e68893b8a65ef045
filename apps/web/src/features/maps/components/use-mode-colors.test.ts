import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { resolveModeColors } from './use-mode-colors';

describe('the corridors’ mode colours', () => {
  it('are colours maplibre can parse, never CSS variables', () => {
    const colors = resolveModeColors(DEFAULT_THEME);
    expect(colors.electric_car).toBe(DEFAULT_THEME.colors.pink[7]);
    expect(colors.bike).toBe(DEFAULT_THEME.colors.green[7]);
    for (const color of Object.values(colors)) expect(color).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
