import type { CarpoolEvent } from '@mobiverte/contracts';
import { describe, expect, it } from 'vitest';
import {
  blankEventValues,
  type CarpoolEventFormValues,
  eventToValues,
  validateEventValues,
  valuesToInput,
} from './event-form';

const recurring: CarpoolEventFormValues = {
  ...blankEventValues('address'),
  name: '  Covoiturage du campus ',
  address: '1 rue de Bretagne, Laval',
  lat: 48.07,
  lng: '-0,77',
  days: ['thu', 'mon'],
  times: { mon: '08:00', tue: '07:00', wed: '', thu: '08:30', fri: '', sat: '', sun: '' },
  endDate: '2026-12-31',
};

const stored: CarpoolEvent = {
  id: 'evt',
  name: 'Navette',
  address: 'Siège',
  branchId: '6f1c0b5e-8a36-4c39-9d5c-0b8b7c2f9d11',
  lat: 48.1,
  lng: -0.7,
  frequency: 'once',
  date: '2026-12-03',
  days: [],
  meetingTime: { thu: '09:15' },
  endDate: null,
  requiresValidation: true,
  state: 'open',
  organisationId: 'org',
  organisationName: 'Org',
  cityId: 'city',
};

describe('valuesToInput', () => {
  it('sends a recurring event with its chosen days in week order and only their times', () => {
    expect(valuesToInput(recurring)).toEqual({
      name: 'Covoiturage du campus',
      destination: { address: '1 rue de Bretagne, Laval', lat: 48.07, lng: -0.77 },
      frequency: 'recurring',
      date: null,
      days: ['mon', 'thu'],
      meetingTime: { mon: '08:00', thu: '08:30' },
      endDate: '2026-12-31',
      requiresValidation: false,
    });
  });

  it('sends a one-off event with the meeting time on its weekday, and a branch destination', () => {
    const values = { ...blankEventValues('branch'), name: 'Salon', branchId: 'b1', frequency: 'once' as const };
    expect(valuesToInput({ ...values, date: '2026-12-03', onceTime: '09:15', endDate: '2027-01-01' })).toMatchObject({
      destination: { branchId: 'b1' },
      frequency: 'once',
      date: '2026-12-03',
      days: [],
      meetingTime: { thu: '09:15' },
      endDate: null,
    });
  });

  it('gives back the stored event it was read from', () => {
    const values = eventToValues(stored);
    expect(values).toMatchObject({ destinationKind: 'branch', onceTime: '09:15', lat: '', requiresValidation: true });
    expect(valuesToInput(values)).toEqual({
      name: 'Navette',
      destination: { branchId: stored.branchId },
      frequency: 'once',
      date: '2026-12-03',
      days: [],
      meetingTime: { thu: '09:15' },
      endDate: null,
      requiresValidation: true,
    });
    const weekly = { ...stored, branchId: null, frequency: 'recurring' as const, date: null, days: ['tue' as const] };
    expect(valuesToInput(eventToValues({ ...weekly, meetingTime: { tue: '07:45' } }))).toMatchObject({
      destination: { address: 'Siège', lat: 48.1, lng: -0.7 },
      days: ['tue'],
      meetingTime: { tue: '07:45' },
    });
  });
});

describe('validateEventValues', () => {
  it('accepts a complete event', () => {
    expect(validateEventValues(recurring)).toEqual({});
  });

  it('shows every rule of the contracts on its field at once', () => {
    expect(
      validateEventValues({ ...recurring, name: ' ', address: '', lat: '', lng: 200, days: [], endDate: '' }),
    ).toEqual({
      name: 'fields.errors.required',
      address: 'fields.errors.required',
      lat: 'fields.errors.required',
      lng: 'carpool_events.form.errors.longitude',
      days: 'carpool_events.form.errors.recurring_needs_days',
    });
  });

  it('asks for the time of each chosen day and an end on or after the start', () => {
    const values = { ...recurring, date: '2027-01-10', endDate: '2027-01-01' };
    expect(validateEventValues({ ...values, times: { ...recurring.times, thu: '' } })).toEqual({
      'times.thu': 'carpool_events.form.errors.time',
    });
    expect(validateEventValues(values)).toEqual({ endDate: 'carpool_events.form.errors.end_before_start' });
  });

  it('asks a one-off event for its date, then its time, and an organisation event for its branch', () => {
    const once = { ...blankEventValues('branch'), name: 'Salon', frequency: 'once' as const };
    expect(validateEventValues(once)).toEqual({
      branchId: 'carpool_events.form.errors.branch_required',
      date: 'carpool_events.form.errors.once_needs_date',
    });
    expect(validateEventValues({ ...once, branchId: stored.branchId, date: '2026-12-03' })).toEqual({
      onceTime: 'carpool_events.form.errors.time',
    });
  });
});
