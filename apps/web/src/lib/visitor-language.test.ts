import { describe, expect, it } from 'vitest';
import { pickVisitorLocale } from './visitor-language';

describe('pickVisitorLocale', () => {
  it('takes the first supported language of the browser', () => {
    expect(pickVisitorLocale(['de-CH', 'fr'])).toBe('de');
    expect(pickVisitorLocale(['es-ES', 'en-US', 'fr'])).toBe('en');
    expect(pickVisitorLocale(['fr-CA'])).toBe('fr');
  });

  it('returns null when none is supported', () => {
    expect(pickVisitorLocale(['es', 'it'])).toBeNull();
    expect(pickVisitorLocale([])).toBeNull();
  });
});
