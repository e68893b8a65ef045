export type HappyHourTemplate = {
  cityKey: string;
  name: string;
  /** Days from the generation date; the window moves to the next weekday when it falls on a weekend. */
  daysFromNow: number;
  /** Local start time, `HH:MM`, in the city's time zone. */
  startsAt: string;
  hours: number;
  multiplier: number;
};

/** Points storms of the first city: past ones (their trips earned more) and upcoming ones. */
export const HAPPY_HOUR_TEMPLATES: readonly HappyHourTemplate[] = [
  {
    cityKey: 'laval',
    name: 'Heure verte de la rentrée',
    daysFromNow: -320,
    startsAt: '07:00',
    hours: 2,
    multiplier: 2,
  },
  { cityKey: 'laval', name: 'Jour de la Terre', daysFromNow: -210, startsAt: '07:00', hours: 3, multiplier: 3 },
  {
    cityKey: 'laval',
    name: 'Semaine du vélo au boulot',
    daysFromNow: -170,
    startsAt: '16:00',
    hours: 2,
    multiplier: 2,
  },
  { cityKey: 'laval', name: 'Défi sans auto solo', daysFromNow: -60, startsAt: '07:30', hours: 2, multiplier: 3 },
  {
    cityKey: 'laval',
    name: 'Retour au bureau en mobilité durable',
    daysFromNow: -9,
    startsAt: '16:30',
    hours: 2,
    multiplier: 2,
  },
  { cityKey: 'laval', name: 'Heure verte du matin', daysFromNow: 6, startsAt: '07:00', hours: 2, multiplier: 2 },
  {
    cityKey: 'laval',
    name: 'Journée hivernale du transport actif',
    daysFromNow: 25,
    startsAt: '16:00',
    hours: 2,
    multiplier: 3,
  },
];
