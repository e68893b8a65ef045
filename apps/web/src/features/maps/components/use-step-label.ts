import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { LegendStep } from '../lib/color-scales';

/** A legend step in words: "1 à 19", "80 et plus" (whole numbers), or with the caller's formatting. */
export function useStepLabel(format?: (value: number) => string) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const show = format ?? ((value: number) => formatters.number(value));
  return (step: LegendStep) => {
    if (step.to === null) return t('maps.legend.at_least', { lower: show(step.from) });
    if (!format && step.to - 1 <= step.from) return show(step.from);
    return t('maps.legend.between', { lower: show(step.from), upper: show(format ? step.to : step.to - 1) });
  };
}
