import type { DashboardRole } from './roles.ts';

/**
 * The city's users list (issue 16, spec §2 "Users list and CSV"): its sorts, page sizes, the columns each kind of
 * admin may see under its data-use rights, and the data-use policy an admin accepts before exporting.
 */
export const USER_LIST_SORTS = [
  'lastName',
  'firstName',
  'email',
  'postalCode',
  'joinedAt',
  'lastLogin',
  'lastTripAt',
  'carpoolCode',
  'primaryMode',
  'totalPoints',
  'greenpoints',
  'ghg',
  'distance',
  'sessions',
  'activeDays',
] as const;
export type UserListSort = (typeof USER_LIST_SORTS)[number];
export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const USER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type UserExportFormat = (typeof USER_EXPORT_FORMATS)[number];
export const USER_EXPORT_LANGUAGES = ['fr', 'en', 'de'] as const;
export type UserExportLanguage = (typeof USER_EXPORT_LANGUAGES)[number];
/** "Active in the last N days": the choices the page offers (any whole number from 1 to 366 is accepted). */
export const USER_ACTIVE_DAYS_CHOICES = [7, 30, 90, 365] as const;

/** The columns of the list and of the export, besides the per-mode distance and sessions. */
export const USER_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'organisation',
  'branch',
  'postalCode',
  'joinedAt',
  'lastLogin',
  'lastTripAt',
  'homeControlPoint',
  'workControlPoint',
  'academicControlPoint',
  'carpoolCode',
  'primaryMode',
  'totalPoints',
  'greenpoints',
  'ghg',
  'activeDays',
] as const;
export type UserColumn = (typeof USER_COLUMNS)[number];

/**
 * Data-use rights: an organisation (and its co-admins) sees its own participants for its commuting programme,
 * not where they live or study. Its admins never get the home and academic control points nor the postal code
 * (a home location); the workplace control point, the activity and the points are theirs to see.
 */
const HIDDEN_FROM_ORGANISATIONS: readonly UserColumn[] = ['postalCode', 'homeControlPoint', 'academicControlPoint'];

export function visibleUserColumns(role: DashboardRole): readonly UserColumn[] {
  return role === 'city' ? USER_COLUMNS : USER_COLUMNS.filter((column) => !HIDDEN_FROM_ORGANISATIONS.includes(column));
}

/** May the list be sorted by this column for this role (a hidden column never sorts)? */
export function canSortUsersBy(role: DashboardRole, sort: UserListSort): boolean {
  return role === 'city' || sort !== 'postalCode';
}

/** The version of the data-use policy text; a new text needs a new acceptance before the next export. */
export const DATA_POLICY_VERSION = '2026-11';
