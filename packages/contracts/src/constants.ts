export const LOCALES = ['fr', 'en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export const DEFAULT_TIMEZONE = 'America/New_York';
export const DEFAULT_PRODUCT_KEY = 'mobiverte';

export const TABLE_PAGE_SIZE = 10;
export const TOAST_AUTO_CLOSE_MS = 3000;
export const STATS_CACHE_MS = 10 * 60 * 1000;

export const EXTERNAL_SESSION_MAX_HOURS = 12;
export const LOGIN_HISTORY_DAYS = 7;
export const REDIRECT_AFTER_ACCOUNT_REMOVAL_MS = 2000;

export const CAR_EMISSION_KG_PER_KM = 0.21;
export const TRIP_MIN_METRES = 500;
export const TRIP_MIN_SECONDS = 120;

/** Only ever appended to: the maps store trips per mode by position in this list (`map_corridors.mode_trips`). */
export const TRANSPORT_MODES = [
  'still',
  'walk',
  'run',
  'bike',
  'car',
  'bus',
  'train',
  'metro',
  'carpool',
  'carpool_electric_car',
  'electric_car',
  'other',
  'electric_bicycle',
  'roller_blade',
  'skate',
  'motorcycle',
  'scooter',
  'wfh',
  'fat_bike',
  'skiing',
  'snowshoes',
] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

export const LOCATION_TYPES = ['home', 'work', 'academic'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Age groups a participant may give in their profile (spec §3). */
export const AGE_GROUPS = ['under_18', '18_24', '25_34', '35_44', '45_54', '55_64', '65_plus'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const PERIODS = ['week', 'month', 'year', 'range', 'challenges'] as const;
export type Period = (typeof PERIODS)[number];

/** Company size bands used to compare organisations: up to 20, 21 to 100, over 100 employees. */
export const SIZE_BANDS = ['small', 'medium', 'large'] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];

export function getSizeBand(employeesCount: number): SizeBand {
  if (employeesCount <= 20) return 'small';
  if (employeesCount <= 100) return 'medium';
  return 'large';
}

/** Invite codes: 8 characters from an alphabet without the look-alikes I, O, 0 and 1. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/** A co-admin invitation link is valid this many days. */
export const INVITATION_LIFETIME_DAYS = 7;
