import { localDayOf } from '@mobiverte/contracts';
import { useMe } from '@/lib/auth/session';

/** Today's date in the signed-in city's time zone ('YYYY-MM-DD'). */
export function useCityToday(): string {
  return localDayOf(new Date(), useMe().city.timezone);
}
