import { describe, expect, it } from 'vitest';
import { type ModeFigures, rankModes, summariseActiveModes } from './mode-breakdown';

const figures = (activityType: ModeFigures['activityType'], values: Partial<ModeFigures>): ModeFigures => ({
  activityType,
  distanceKm: 0,
  ghgKg: 0,
  greenpoints: 0,
  sessions: 0,
  durationMin: 0,
  calories: 0,
  ...values,
});

const byMode = [
  figures('bus', { distanceKm: 60, sessions: 10, durationMin: 300 }),
  figures('bike', { distanceKm: 30, sessions: 6, durationMin: 120, calories: 1050 }),
  figures('walk', { distanceKm: 10, sessions: 8, durationMin: 150, calories: 610 }),
  figures('train', {}),
];

describe('rankModes', () => {
  it('orders the modes used by a measure with their share', () => {
    expect(rankModes(byMode, 'distanceKm').map((mode) => [mode.activityType, mode.share])).toEqual([
      ['bus', 0.6],
      ['bike', 0.3],
      ['walk', 0.1],
    ]);
  });

  it('gives zero shares when the measure is zero everywhere', () => {
    expect(rankModes(byMode, 'greenpoints').every((mode) => mode.share === 0)).toBe(true);
    expect(rankModes([], 'distanceKm')).toEqual([]);
  });
});

describe('summariseActiveModes', () => {
  it('keeps the active modes, by time, with their totals', () => {
    const summary = summariseActiveModes(byMode);
    expect(summary.modes.map((mode) => mode.activityType)).toEqual(['walk', 'bike']);
    expect(summary.totals).toEqual({ durationMin: 270, calories: 1660, sessions: 14, distanceKm: 40 });
  });
});
