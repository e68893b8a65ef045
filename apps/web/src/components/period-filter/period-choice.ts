import { type CalendarPeriod, type DayRange, formatPeriodKey, periodKeyRange } from '@mobiverte/contracts';

/** The periods a dashboard offers: a calendar period (with its key), a range of days, or a challenge's days. */
export type ChoicePeriod = CalendarPeriod | 'range' | 'challenges';
export const CHOICE_PERIODS = ['week', 'month', 'year', 'range'] as const satisfies readonly ChoicePeriod[];

export interface PeriodChoice {
  period: ChoicePeriod;
  /** `2026-W47`, `2026-11` or `2026`; null for the current week, month or year. */
  periodKey: string | null;
  /** For `range`. */
  startDate: string | null;
  endDate: string | null;
  /** For `challenges`: the challenge whose dates and participants the figures cover. */
  challengeId?: string | null;
}

export function isCalendarPeriod(period: ChoicePeriod): period is CalendarPeriod {
  return period !== 'range' && period !== 'challenges';
}

/** The period key shown: the chosen one, or the one holding today. */
export function getEffectivePeriodKey(choice: PeriodChoice, today: string): string | null {
  if (!isCalendarPeriod(choice.period)) return null;
  return choice.periodKey ?? formatPeriodKey(choice.period, today);
}

/** The days a choice covers, both included; null while a range is incomplete or reversed, and for a challenge. */
export function getShownRange(choice: PeriodChoice, today: string): DayRange | null {
  if (isCalendarPeriod(choice.period)) {
    return periodKeyRange(choice.period, getEffectivePeriodKey(choice, today) ?? '');
  }
  if (choice.period === 'challenges') return null;
  const { startDate, endDate } = choice;
  if (!startDate || !endDate || endDate < startDate) return null;
  return { startDate, endDate };
}

/**
 * Another period chosen: a calendar period starts at the current one; a range starts with the days that were
 * on screen, so that the figures do not jump.
 */
export function choosePeriod<T extends PeriodChoice>(choice: T, period: ChoicePeriod, today: string): T {
  if (period === choice.period) return choice;
  const base = { ...choice, period, periodKey: null, startDate: null, endDate: null };
  if (period !== 'range') return base;
  const shown = getShownRange(choice, today);
  return { ...base, startDate: shown?.startDate ?? null, endDate: shown?.endDate ?? null };
}
