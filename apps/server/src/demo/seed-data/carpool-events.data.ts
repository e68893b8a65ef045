import type { Weekday } from '@mobiverte/contracts';

export type CarpoolEventTemplate = {
  name: string;
  address: string;
  /** The destination's point, for the matching engine. */
  point: readonly [lat: number, lng: number];
  requiresValidation: boolean;
} & (
  | { frequency: 'once'; daysFromNow: number; meetingTime: string }
  | { frequency: 'recurring'; days: readonly Weekday[]; meetingTime: string }
);

/** The carpool events of the carpool-only organisation (demo account `covoiturage@`). */
export const CARPOOL_EVENT_TEMPLATES: readonly CarpoolEventTemplate[] = [
  {
    name: 'Quart de jour – Usine Fleurimont',
    address: '2450, boulevard Fleurimont, Sherbrooke (Québec) J1E 2N4',
    point: [45.4079, -71.8566],
    requiresValidation: false,
    frequency: 'recurring',
    days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    meetingTime: '06:30',
  },
  {
    name: 'Quart de soir – Usine Fleurimont',
    address: '2450, boulevard Fleurimont, Sherbrooke (Québec) J1E 2N4',
    point: [45.4079, -71.8566],
    requiresValidation: true,
    frequency: 'recurring',
    days: ['mon', 'tue', 'wed', 'thu'],
    meetingTime: '14:15',
  },
  {
    name: 'Navette Rock Forest',
    address: '780, boulevard Industriel, Sherbrooke (Québec) J1L 2T9',
    point: [45.377, -71.987],
    requiresValidation: false,
    frequency: 'recurring',
    days: ['mon', 'wed', 'fri'],
    meetingTime: '07:45',
  },
  {
    name: 'Journée portes ouvertes de l’usine',
    address: '2450, boulevard Fleurimont, Sherbrooke (Québec) J1E 2N4',
    point: [45.4079, -71.8566],
    requiresValidation: true,
    frequency: 'once',
    daysFromNow: 12,
    meetingTime: '09:00',
  },
  {
    name: 'Formation santé et sécurité au siège',
    address: '155, rue King Ouest, Sherbrooke (Québec) J1H 1P5',
    point: [45.4013, -71.8935],
    requiresValidation: false,
    frequency: 'once',
    daysFromNow: 26,
    meetingTime: '08:15',
  },
];
