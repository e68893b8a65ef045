import { describe, expect, it } from 'vitest';
import de from '@/locales/de/definitions.json';
import en from '@/locales/en/definitions.json';
import fr from '@/locales/fr/definitions.json';
import { definitionValues, type FigureDefinition } from './figure-definitions';

describe('figure definitions', () => {
  it('are written in every language for every figure the cards explain', () => {
    for (const definitions of [fr, en, de]) {
      const byFigure: Record<FigureDefinition, string> = definitions;
      expect(Object.values(byFigure).every((text) => text.trim().length > 0)).toBe(true);
    }
  });

  it('quote the car emission factor in the reader’s language', () => {
    expect(definitionValues('fr')).toEqual({ kgPerKm: '0,21' });
    expect(definitionValues('en')).toEqual({ kgPerKm: '0.21' });
  });
});
