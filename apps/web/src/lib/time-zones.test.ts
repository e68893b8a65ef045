import { POSTAL_COUNTRIES, type PostalCountry } from '@mobiverte/contracts';
import { describe, expect, it } from 'vitest';
import {
  filterTimeZones,
  isKnownTimeZone,
  normalizeSearch,
  TIME_ZONES_BY_COUNTRY,
  timeZoneLabel,
  timeZoneOptions,
} from './time-zones';

const NAMES = Object.fromEntries(POSTAL_COUNTRIES.map((country) => [country, `Country ${country}`])) as Record<
  PostalCountry,
  string
>;
const WINTER = new Date('2026-01-15T12:00:00Z');

const values = (options: ReturnType<typeof timeZoneOptions>) =>
  options.flatMap((option) => ('group' in option ? option.items.map(({ value }) => value) : [option.value]));

describe('time zones', () => {
  it('lists only zones the runtime knows, each once', () => {
    const all = Object.values(TIME_ZONES_BY_COUNTRY).flat();
    expect(all.filter((zone) => !isKnownTimeZone(zone))).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });

  it('names a zone by its city, its usual name and its offset', () => {
    expect(timeZoneLabel('America/Toronto', 'en-CA', WINTER)).toMatch(/^Toronto — Eastern Time · GMT-5$/);
    expect(timeZoneLabel('Europe/Paris', 'fr-CA', WINTER)).toMatch(/^Paris — heure .*Europe centrale · UTC\+1$/);
  });

  it("groups the zones by country, the city's country first, and keeps a stored zone that is not listed", () => {
    const options = timeZoneOptions('en-CA', NAMES, { country: 'FR', current: 'Europe/Paris', at: WINTER });
    expect(options.map((option) => ('group' in option ? option.group : option.value))).toEqual([
      'Country FR',
      'Country CA',
      'Country US',
      'Country DE',
      'Country BE',
      'Country CH',
    ]);
    const legacy = timeZoneOptions('en-CA', NAMES, { country: 'CA', current: 'America/Montreal', at: WINTER });
    expect(values(legacy)[0]).toBe('America/Montreal');
    expect(values(legacy).filter((zone) => zone === 'America/Montreal')).toHaveLength(1);
  });

  it('finds a zone by city, usual name, country or identifier, without minding accents or apostrophes', () => {
    const options = timeZoneOptions('fr-CA', NAMES, { country: 'CA', current: 'America/Toronto', at: WINTER });
    const search = (text: string) => values(filterTimeZones({ options, search: text, limit: Infinity }));
    expect(search('toronto')).toEqual(['America/Toronto']);
    expect(search("heure de l'est")).toContain('America/New_York');
    expect(search('america/los')).toEqual(['America/Los_Angeles']);
    expect(search('country ch')).toEqual(['Europe/Zurich']);
    expect(search('europe centrale').sort()).toEqual([
      'Europe/Berlin',
      'Europe/Brussels',
      'Europe/Paris',
      'Europe/Zurich',
    ]);
    expect(normalizeSearch(' Zürich ')).toBe('zurich');
  });
});
