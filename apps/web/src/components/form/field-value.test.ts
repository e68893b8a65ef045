import { describe, expect, it } from 'vitest';
import { formatNumberValue, getOptionLabel } from './field-value';

describe('getOptionLabel', () => {
  it('finds the label of a value in flat and grouped options', () => {
    expect(getOptionLabel([{ value: 'fr', label: 'France' }], 'fr')).toBe('France');
    expect(getOptionLabel([{ group: 'Europe', items: [{ value: 'de', label: 'Allemagne' }] }], 'de')).toBe('Allemagne');
    expect(getOptionLabel(['Lyon', 'Paris'], 'Paris')).toBe('Paris');
  });

  it('shows an unknown value as it is and nothing for no value', () => {
    expect(getOptionLabel([{ value: 'fr', label: 'France' }], 'ca')).toBe('ca');
    expect(getOptionLabel([{ value: 'fr', label: 'France' }], null)).toBe('');
  });
});

describe('formatNumberValue', () => {
  it('writes the number in the language with its prefix and suffix', () => {
    expect(formatNumberValue(12345.5, 'fr-FR', { suffix: ' €' })).toBe('12\u202f345,5 €');
    expect(formatNumberValue('', 'fr-FR')).toBe('');
  });
});
