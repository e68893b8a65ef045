import { useMe } from '@/lib/auth/session';
import { todayIn } from '@/lib/calendar-days';

/** Today's date in the signed-in city's time zone ('YYYY-MM-DD'). */
export function useCityToday(): string {
  return todayIn(useMe().city.timezone);
}
