import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  ensureContrast,
  generatePalette,
  getAccessibleShade,
  getBaseShadeIndex,
  parseHexColor,
} from './color-palette';

describe('parseHexColor', () => {
  it('reads long and short hex colours and rejects anything else', () => {
    expect(parseHexColor('#2B7A3D')).toEqual({ r: 43, g: 122, b: 61 });
    expect(parseHexColor('0f0')).toEqual({ r: 0, g: 255, b: 0 });
    expect(parseHexColor('green')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 1);
  });
});

describe('generatePalette', () => {
  it('returns ten hex shades from light to dark with the brand colour kept as is', () => {
    const palette = generatePalette('#2b7a3d');
    expect(palette).toHaveLength(10);
    palette.forEach((shade) => expect(shade).toMatch(/^#[0-9a-f]{6}$/));
    expect(palette[getBaseShadeIndex('#2b7a3d')]).toBe('#2b7a3d');
    for (let index = 1; index < palette.length; index += 1) {
      expect(contrastRatio(palette[index] ?? '', '#ffffff')).toBeGreaterThan(
        contrastRatio(palette[index - 1] ?? '', '#ffffff'),
      );
    }
  });

  it('places light colours early and dark colours late', () => {
    expect(getBaseShadeIndex('#b2f2bb')).toBeLessThan(4);
    expect(getBaseShadeIndex('#0b3d1a')).toBeGreaterThan(7);
  });

  it('throws on a value that is not a colour', () => {
    expect(() => generatePalette('teal')).toThrow();
  });
});

describe('getAccessibleShade', () => {
  it('keeps a dark enough brand colour and darkens a light one until white text is legible', () => {
    const dark = generatePalette('#2b7a3d');
    expect(getAccessibleShade(dark, getBaseShadeIndex('#2b7a3d'))).toBe(getBaseShadeIndex('#2b7a3d'));
    const light = generatePalette('#40c057');
    const shade = getAccessibleShade(light, getBaseShadeIndex('#40c057'));
    expect(shade).toBeGreaterThan(getBaseShadeIndex('#40c057'));
    expect(contrastRatio(light[shade] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('ensureContrast', () => {
  it('keeps a colour that already reads well', () => {
    expect(ensureContrast('#1b1b1b', '#ffffff')).toBe('#1b1b1b');
  });

  it('darkens a colour until it reaches 4.5:1', () => {
    const fixed = ensureContrast('#d9480f', '#ffe8cc');
    expect(fixed).not.toBe('#d9480f');
    expect(contrastRatio(fixed, '#ffe8cc')).toBeGreaterThanOrEqual(4.5);
  });
});
