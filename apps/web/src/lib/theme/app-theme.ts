import { createTheme, type CSSVariablesResolver, type MantineTheme, type MantineThemeOverride } from '@mantine/core';
import { ensureContrast, generatePalette, getAccessibleShade, getBaseShadeIndex, parseHexColor } from './color-palette';

export const DEFAULT_BRAND_COLOR = '#2b7a3d';

type ShadeIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** `closeLabel` names the close buttons of toasts and alerts for screen readers, in the interface language. */
export function createAppTheme(brandColor: string | null | undefined, closeLabel = 'Fermer'): MantineThemeOverride {
  const color = brandColor && parseHexColor(brandColor) ? brandColor : DEFAULT_BRAND_COLOR;
  const palette = generatePalette(color);
  const shade = getAccessibleShade(palette, getBaseShadeIndex(color)) as ShadeIndex;
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: palette },
    primaryShade: { light: shade, dark: shade },
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, -apple-system, sans-serif',
    headings: { fontWeight: '650' },
    components: {
      Badge: { defaultProps: { radius: 'sm', tt: 'none', fw: 600 } },
      Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
      Paper: { defaultProps: { radius: 'md' } },
      // The placeholder Mantine focuses first is a role="presentation" child of role="menu", which axe rejects.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    },
  });
}

/**
 * Text on the "light" variants (badges, alerts) is shade 9 on shade 1, under 4.5:1 for light colours such as
 * orange or teal: darken it just enough.
 */
function lightVariantTextColors(theme: MantineTheme): Record<string, string> {
  return Object.fromEntries(
    Object.entries(theme.colors).flatMap(([name, shades]) =>
      shades[9] && shades[1] ? [[`--mantine-color-${name}-light-color`, ensureContrast(shades[9], shades[1])]] : [],
    ),
  );
}

/** Mantine's default dimmed and error greys are below the 4.5:1 text contrast on white; use darker ones. */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...lightVariantTextColors(theme),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-body': '#ffffff',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
