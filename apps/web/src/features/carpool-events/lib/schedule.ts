import { carpoolOccurrences, type Weekday, WEEKDAYS, weekdayOf } from '@mobiverte/contracts';

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

/**
 * The meeting times as runs of consecutive weekdays sharing one time, in week order: Monday to Friday at 08:00
 * is one run `{ from: 'mon', to: 'fri', time: '08:00' }`; days without a time are left out.
 */
export function groupMeetingTimes(schedule: Schedule): { from: Weekday; to: Weekday; time: string }[] {
  const runs: { from: Weekday; to: Weekday; time: string }[] = [];
  let previous: Weekday | null = null;
  for (const { day, time } of getMeetingTimes(schedule)) {
    const last = runs.at(-1);
    const follows = previous !== null && WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(previous) + 1;
    if (time !== null && last && follows && last.to === previous && last.time === time) last.to = day;
    else if (time !== null) runs.push({ from: day, to: day, time });
    previous = day;
  }
  return runs;
}

interface Occurring {
  frequency: 'once' | 'recurring';
  date: string | null;
  days: readonly Weekday[];
  meetingTime: Partial<Record<Weekday, string>>;
  endDate: string | null;
}

const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/** The event's next day on or after `today` (YYYY-MM-DD), with its meeting time; null once it has none left. */
export function nextOccurrence(event: Occurring, today: string): { day: string; time: string | null } | null {
  const from = event.date && event.date > today ? event.date : today;
  const [day] = carpoolOccurrences(event, from, addDays(from, 6));
  return day ? { day, time: event.meetingTime[weekdayOf(day)] ?? null } : null;
}
