import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeForSearch } from './search';

describe('search', () => {
  it('ignores case and accents', () => {
    expect(normalizeForSearch('Établissement Sainte-Rose', 'fr')).toBe('etablissement sainte-rose');
    expect(matchesSearch('GES', ['Comment les GES évités sont-ils calculés ?'], 'fr')).toBe(true);
    expect(matchesSearch('evites', ['GES évités'], 'fr')).toBe(true);
    expect(matchesSearch('über', ['Uber'], 'de')).toBe(true);
  });

  it('matches everything with an empty search, and nothing absent', () => {
    expect(matchesSearch('  ', ['a'], 'fr')).toBe(true);
    expect(matchesSearch('vélo', ['voiture', 'bus'], 'fr')).toBe(false);
  });
});
