import { type Weekday, WEEKDAYS } from '@mobiverte/contracts';

interface Schedule {
  days: readonly Weekday[];
  meetingTime: Partial<Record<Weekday, string>>;
}

/** The event's days in week order (Monday first), without duplicates. */
export function sortWeekdays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((day) => days.includes(day));
}

/** One entry per day that has a meeting time, in week order; days listed without a time come with null. */
export function getMeetingTimes({ days, meetingTime }: Schedule): { day: Weekday; time: string | null }[] {
  const scheduled = new Set<Weekday>([...days, ...(Object.keys(meetingTime) as Weekday[])]);
  return WEEKDAYS.filter((day) => scheduled.has(day)).map((day) => ({ day, time: meetingTime[day] ?? null }));
}
