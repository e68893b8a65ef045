import type { BadgeType, TransportMode } from '@mobiverte/contracts';

export type BadgeTemplate = {
  nameFr: string;
  nameEn: string;
  nameDe: string;
  type: BadgeType;
  quantity: number;
  level: number;
  points: number;
  activityType?: TransportMode;
};

/** The ladder every demo city offers: awarded by the engine as the demo participants' trips are ingested. */
export const BADGE_TEMPLATES: readonly BadgeTemplate[] = [
  {
    nameFr: 'Premiers kilomètres',
    nameEn: 'First kilometres',
    nameDe: 'Erste Kilometer',
    type: 'distance',
    quantity: 10,
    level: 1,
    points: 10,
  },
  {
    nameFr: 'Explorateur',
    nameEn: 'Explorer',
    nameDe: 'Entdecker',
    type: 'distance',
    quantity: 50,
    level: 2,
    points: 25,
  },
  {
    nameFr: 'Voyageur durable',
    nameEn: 'Sustainable traveller',
    nameDe: 'Nachhaltig unterwegs',
    type: 'distance',
    quantity: 100,
    level: 3,
    points: 50,
  },
  {
    nameFr: 'Grand voyageur',
    nameEn: 'Long-distance traveller',
    nameDe: 'Vielreisender',
    type: 'distance',
    quantity: 500,
    level: 4,
    points: 100,
  },
  {
    nameFr: 'Dix déplacements',
    nameEn: 'Ten trips',
    nameDe: 'Zehn Wege',
    type: 'sessions',
    quantity: 10,
    level: 1,
    points: 10,
  },
  {
    nameFr: 'Cinquante déplacements',
    nameEn: 'Fifty trips',
    nameDe: 'Fünfzig Wege',
    type: 'sessions',
    quantity: 50,
    level: 2,
    points: 25,
  },
  {
    nameFr: 'Cent déplacements',
    nameEn: 'A hundred trips',
    nameDe: 'Hundert Wege',
    type: 'sessions',
    quantity: 100,
    level: 3,
    points: 50,
  },
  {
    nameFr: 'Cycliste',
    nameEn: 'Cyclist',
    nameDe: 'Radfahrer',
    type: 'distance',
    quantity: 100,
    level: 1,
    points: 30,
    activityType: 'bike',
  },
  {
    nameFr: 'Semaine active',
    nameEn: 'Active week',
    nameDe: 'Aktive Woche',
    type: 'streak',
    quantity: 5,
    level: 1,
    points: 20,
  },
  {
    nameFr: 'Dix jours de suite',
    nameEn: 'Ten days in a row',
    nameDe: 'Zehn Tage in Folge',
    type: 'streak',
    quantity: 10,
    level: 2,
    points: 40,
  },
  {
    nameFr: 'Touche-à-tout',
    nameEn: 'All-rounder',
    nameDe: 'Allrounder',
    type: 'mode_count',
    quantity: 3,
    level: 1,
    points: 30,
  },
  { nameFr: 'Air pur', nameEn: 'Clean air', nameDe: 'Saubere Luft', type: 'ghg', quantity: 25, level: 1, points: 25 },
];
