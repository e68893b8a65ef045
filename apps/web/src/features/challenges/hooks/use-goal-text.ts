import type { ChallengeGoalType } from '@mobiverte/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';

/** A goal's value with its unit, in words ("120 km", "2 h 30 min", "12 déplacements", "25 kg éq. CO₂"). */
export function useGoalText() {
  const { t } = useTranslation();
  const format = useFormatters();
  return useCallback(
    (type: ChallengeGoalType, value: number) => {
      switch (type) {
        case 'distance':
          return format.distanceKm(value);
        case 'time':
          return format.durationMinutes(value);
        default:
          return t(`challenges.units.${type}`, { count: value, value: format.figure(value) });
      }
    },
    [t, format],
  );
}
