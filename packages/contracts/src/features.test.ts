import { describe, expect, it } from 'vitest';
import { defaultCityFeatures, hasProductAddon, isCarpoolRestricted, type CityFeatures } from './features.ts';
import { getSizeBand } from './constants.ts';

const carpool = (granted: boolean, events: boolean, addon: boolean): CityFeatures => ({
  ...defaultCityFeatures('mobiverte'),
  c19_carpooling_app: { granted, carpool_events: events, mobiverte_addon: addon },
});

describe('city feature flags', () => {
  it('restricts a city to carpool events only when carpooling is granted with events and without the product add-on', () => {
    expect(isCarpoolRestricted(carpool(true, true, false), 'mobiverte')).toBe(true);
    expect(isCarpoolRestricted(carpool(true, true, true), 'mobiverte')).toBe(false);
    expect(isCarpoolRestricted(carpool(true, false, false), 'mobiverte')).toBe(false);
    expect(isCarpoolRestricted(carpool(false, true, false), 'mobiverte')).toBe(false);
  });

  it('reads the add-on under the configured product key', () => {
    expect(hasProductAddon(defaultCityFeatures('verdir'), 'verdir')).toBe(true);
    expect(hasProductAddon(defaultCityFeatures('verdir'), 'mobiverte')).toBe(false);
  });
});

describe('company size bands', () => {
  it.each([
    [1, 'small'],
    [20, 'small'],
    [21, 'medium'],
    [100, 'medium'],
    [101, 'large'],
  ] as const)('%i employees is %s', (employees, band) => {
    expect(getSizeBand(employees)).toBe(band);
  });
});
