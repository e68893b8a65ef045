import { describe, expect, it } from 'vitest';
import { initialSimulationValues, lastMonth, simulationFormErrors, toSimulationRequest } from './simulation-form';

const today = '2026-11-26';
const cityId = '00000000-0000-4000-8000-000000000001';

describe('the simulator form', () => {
  it('starts on last month with a weekday happy hour, and sends ISO weekdays', () => {
    expect(lastMonth(today)).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(lastMonth('2026-01-05')).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    const values = initialSimulationValues(today, 'city');
    expect(simulationFormErrors(values, today)).toEqual({});
    expect(toSimulationRequest({ ...values, weekdays: ['sun', 'mon'], activityTypes: ['bike'] }, cityId)).toEqual({
      cityId,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      rule: {
        kind: 'happy_hour',
        weekdays: [1, 7],
        startTime: '07:00',
        endTime: '09:00',
        multiplier: 2,
        activityTypes: ['bike'],
      },
    });
    const organisation = toSimulationRequest({ ...values, scope: 'org-1', kind: 'points_coefficient' }, cityId);
    expect(organisation).toMatchObject({ organisationId: 'org-1', rule: { pointsCoefficient: 12 } });
    expect(organisation).not.toHaveProperty('cityId');
  });

  it('names what is wrong, field by field', () => {
    const values = initialSimulationValues(today, 'city');
    expect(
      simulationFormErrors(
        { ...values, weekdays: [], startTime: '09:00', endTime: '08:00', multiplier: 1, startDate: null },
        today,
      ),
    ).toEqual({
      startDate: 'fields.errors.required',
      weekdays: 'simulator.errors.weekdays',
      endTime: 'simulator.errors.end_time',
      multiplier: 'simulator.errors.multiplier',
    });
    expect(simulationFormErrors({ ...values, startDate: '2026-10-05', endDate: '2026-10-01' }, today)).toEqual({
      endDate: 'simulator.errors.end_before_start',
    });
    expect(simulationFormErrors({ ...values, startDate: '2026-01-01' }, today)).toEqual({
      endDate: 'errors.simulation_range_too_long',
    });
    expect(simulationFormErrors({ ...values, kind: 'points_coefficient', pointsCoefficient: 0 }, today)).toEqual({
      pointsCoefficient: 'simulator.errors.coefficient',
    });
  });
});
