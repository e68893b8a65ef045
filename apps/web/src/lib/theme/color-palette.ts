export type Palette = [string, string, string, string, string, string, string, string, string, string];

interface Rgb {
  r: number;
  g: number;
  b: number;
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** HSL lightness of each shade, from the lightest (0) to the darkest (9), close to Mantine's own scales. */
const SHADE_LIGHTNESS = [0.96, 0.9, 0.8, 0.7, 0.6, 0.5, 0.42, 0.35, 0.28, 0.21] as const;
const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const MIN_TEXT_CONTRAST = 4.5;

export function parseHexColor(hex: string): Rgb | null {
  const value = hex.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(value) ? [...value].map((c) => c + c).join('') : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
  };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h / 6, s, l };
}

function hueToChannel(p: number, q: number, t: number): number {
  const tt = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
  if (tt < 1 / 6) return p + (q - p) * 6 * tt;
  if (tt < 1 / 2) return q;
  if (tt < 2 / 3) return p + (q - p) * (2 / 3 - tt) * 6;
  return p;
}

function hslToRgb({ h, s, l }: Hsl): Rgb {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return {
    r: hueToChannel(p, q, h + 1 / 3) * 255,
    g: hueToChannel(p, q, h) * 255,
    b: hueToChannel(p, q, h - 1 / 3) * 255,
  };
}

function relativeLuminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHexColor(a);
  const cb = parseHexColor(b);
  if (!ca || !cb) return 1;
  const [la, lb] = [relativeLuminance(ca), relativeLuminance(cb)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Ten shades of one colour, lightest first. The brand colour itself sits at the shade whose lightness is
 * nearest to its own; the others keep its hue and saturation.
 */
export function generatePalette(hex: string): Palette {
  const base = parseHexColor(hex);
  if (!base) throw new Error(`Not a hex colour: ${hex}`);
  const hsl = rgbToHsl(base);
  const baseIndex = getBaseShadeIndex(hex);
  return SHADE_LIGHTNESS.map((lightness, index) =>
    index === baseIndex ? toHex(base) : toHex(hslToRgb({ ...hsl, l: lightness })),
  ) as Palette;
}

export function getBaseShadeIndex(hex: string): number {
  const base = parseHexColor(hex);
  if (!base) return 6;
  const { l } = rgbToHsl(base);
  let best = 0;
  SHADE_LIGHTNESS.forEach((lightness, index) => {
    if (Math.abs(lightness - l) < Math.abs((SHADE_LIGHTNESS[best] ?? 0) - l)) best = index;
  });
  return best;
}

/** The first shade from the brand colour on that carries white text (and reads as text on white) legibly. */
export function getAccessibleShade(palette: Palette, fromIndex: number): number {
  for (let index = Math.max(fromIndex, 0); index < palette.length; index += 1) {
    if (contrastRatio(palette[index] ?? '', toHex(WHITE)) >= MIN_TEXT_CONTRAST) return index;
  }
  return palette.length - 1;
}

/** Darkens `foreground` towards black until it reads on `background` (at least `min`:1). */
export function ensureContrast(foreground: string, background: string, min = MIN_TEXT_CONTRAST): string {
  const rgb = parseHexColor(foreground);
  if (!rgb) return foreground;
  for (let step = 0; step <= 20; step += 1) {
    const factor = 1 - step * 0.05;
    const candidate = toHex({ r: rgb.r * factor, g: rgb.g * factor, b: rgb.b * factor });
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return '#000000';
}
