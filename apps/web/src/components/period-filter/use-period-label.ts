import { type CalendarPeriod, isoWeekOf, periodKeyRange } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** "Semaine 47 · 16–22 novembre 2026", "Novembre 2026", "2026": the name of a period key. */
export function usePeriodLabel() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (period: CalendarPeriod, key: string) => {
    const range = periodKeyRange(period, key);
    if (!range) return key;
    const { startDate, endDate } = range;
    if (period === 'week') {
      return t('period.week_label', {
        week: isoWeekOf(startDate).week,
        range: format.calendarRange(startDate, endDate),
      });
    }
    if (period === 'month') return capitalise(format.calendarDate(startDate, { month: 'long', year: 'numeric' }));
    return key;
  };
}
