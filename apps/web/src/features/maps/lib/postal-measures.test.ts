import { describe, expect, it } from 'vitest';
import { postalAreaMapFixture } from '../testing/map-fixtures';
import { readPostalMeasure, toPostalRows } from './postal-measures';

describe('postal areas', () => {
  it('reads each area with its figures, and without them under the threshold', () => {
    const rows = toPostalRows(postalAreaMapFixture.areas.features);
    expect(rows.map((row) => [row.code, row.figures?.participants ?? null])).toEqual([
      ['J8X', 42],
      ['J8Y', 12],
      ['J8Z', null],
    ]);
    expect(rows[0]!.figures).toMatchObject({ activeParticipants: 30, trips: 900, ghgAvoidedKg: 310.5 });
  });

  it('leaves out a feature without a code and falls back to participants for an unknown measure', () => {
    expect(toPostalRows([{ properties: { participants: 3 } }, { properties: null }])).toEqual([]);
    expect(readPostalMeasure('ghgAvoidedKg')).toBe('ghgAvoidedKg');
    expect(readPostalMeasure('nope')).toBe('participants');
  });
});
