/**
 * A Mantine colour name ("brand.6", "teal", "dark.4") as its CSS variable, so a chart follows the theme, the
 * organisation's brand colour and the dark scheme; CSS colours ("#2b7a3d", "var(--x)") pass through.
 */
export function chartColor(color: string): string {
  if (color.startsWith('#') || color.startsWith('var(') || color.startsWith('rgb') || color.startsWith('hsl')) {
    return color;
  }
  const [name, shade] = color.split('.');
  return shade === undefined ? `var(--mantine-color-${name}-filled)` : `var(--mantine-color-${name}-${shade})`;
}

/** The chart's furniture: axis text, grid lines, the band behind the pointed bar. */
export const CHART_INK = {
  axis: 'var(--mantine-color-dimmed)',
  text: 'var(--mantine-color-text)',
  grid: 'var(--mantine-color-default-border)',
  highlight: 'var(--mantine-color-default-hover)',
  surface: 'var(--mantine-color-body)',
} as const;
