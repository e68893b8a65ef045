import { describe, expect, it } from 'vitest';
import {
  CHOROPLETH_COLORS,
  colorOf,
  HEAT_COLORS,
  heatLegend,
  legendSteps,
  modeColorExpression,
  quantileBreaks,
  stepExpression,
} from './color-scales';

describe('quantileBreaks', () => {
  it('cuts the values into classes of about as many areas, without repeated bounds', () => {
    expect(quantileBreaks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([1, 3, 5, 7, 9]);
    expect(quantileBreaks([5, 5, 5, 5, 9])).toEqual([5, 9]);
    expect(quantileBreaks([])).toEqual([]);
  });
});

describe('legend steps', () => {
  it('spreads the colours over fewer steps, from the palest to the deepest', () => {
    const steps = legendSteps([5, 9], CHOROPLETH_COLORS);
    expect(steps).toEqual([
      { color: CHOROPLETH_COLORS[0], from: 5, to: 9 },
      { color: CHOROPLETH_COLORS[4], from: 9, to: null },
    ]);
    expect(colorOf(7, steps)).toBe(CHOROPLETH_COLORS[0]);
    expect(colorOf(12, steps)).toBe(CHOROPLETH_COLORS[4]);
    expect(colorOf(1, steps)).toBe(CHOROPLETH_COLORS[0]);
  });

  it('gives the heat map five steps from one trip, fewer when there are few trips', () => {
    expect(heatLegend(100).map((step) => step.from)).toEqual([1, 20, 40, 60, 80]);
    expect(heatLegend(100)[4]).toEqual({ color: HEAT_COLORS[4], from: 80, to: null });
    expect(heatLegend(2).map((step) => step.from)).toEqual([1, 2]);
    expect(heatLegend(0)).toEqual([]);
  });
});

describe('maplibre expressions', () => {
  it('steps a property along the legend', () => {
    expect(stepExpression('trips', heatLegend(2), '#999')).toEqual([
      'step',
      ['get', 'trips'],
      HEAT_COLORS[0],
      2,
      HEAT_COLORS[4],
    ]);
    expect(stepExpression('trips', [], '#999')).toEqual(['literal', '#999']);
  });

  it('matches each mode to its colour', () => {
    expect(modeColorExpression('mainMode', { bike: '#0f0', bus: '#00f' }, '#999')).toEqual([
      'match',
      ['get', 'mainMode'],
      'bike',
      '#0f0',
      'bus',
      '#00f',
      '#999',
    ]);
  });
});
