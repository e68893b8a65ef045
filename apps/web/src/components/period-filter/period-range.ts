import type { Period } from '@mobiverte/contracts';
import { addDays, parseCalendarDay, toCalendarDay } from '@/lib/calendar-days';

/** Calendar dates are 'YYYY-MM-DD' strings throughout. */
export interface PeriodFilterValue {
  period: Period;
  /** For `range`. */
  startDate: string | null;
  endDate: string | null;
  /** For `challenges`. */
  challengeId: string | null;
}

export interface ChallengeOption {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}

export type PeriodFilterErrors = Partial<Record<'startDate' | 'endDate' | 'challengeId', string>>;

export function createPeriodFilter(period: Period = 'month'): PeriodFilterValue {
  return { period, startDate: null, endDate: null, challengeId: null };
}

/** Translation keys of what is missing: a range needs both dates (end on or after start), challenges a challenge. */
export function validatePeriodFilter(value: PeriodFilterValue): PeriodFilterErrors {
  const errors: PeriodFilterErrors = {};
  if (value.period === 'range') {
    if (!value.startDate) errors.startDate = 'period.errors.start_date_required';
    if (!value.endDate) errors.endDate = 'period.errors.end_date_required';
    else if (value.startDate && value.endDate < value.startDate) errors.endDate = 'period.errors.end_before_start';
  }
  if (value.period === 'challenges' && !value.challengeId) errors.challengeId = 'period.errors.challenge_required';
  return errors;
}

/**
 * The dates a period covers, both inclusive: the current week (Monday to Sunday), month or year around
 * `today`, the chosen range, or the chosen challenge's dates. Null while the filter is incomplete.
 */
export function resolvePeriodRange(
  value: PeriodFilterValue,
  today: string,
  challenges: readonly ChallengeOption[] = [],
): { startDate: string; endDate: string } | null {
  if (Object.keys(validatePeriodFilter(value)).length > 0) return null;
  const date = parseCalendarDay(today);
  switch (value.period) {
    case 'week': {
      const mondayOffset = (date.getUTCDay() + 6) % 7;
      const startDate = addDays(today, -mondayOffset);
      return { startDate, endDate: addDays(startDate, 6) };
    }
    case 'month': {
      const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
      const end = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
      return { startDate: toCalendarDay(start), endDate: toCalendarDay(end) };
    }
    case 'year':
      return { startDate: `${date.getUTCFullYear()}-01-01`, endDate: `${date.getUTCFullYear()}-12-31` };
    case 'range':
      return { startDate: value.startDate ?? today, endDate: value.endDate ?? today };
    case 'challenges': {
      const challenge = challenges.find(({ id }) => id === value.challengeId);
      return challenge ? { startDate: challenge.startDate, endDate: challenge.endDate } : null;
    }
  }
}
