import type { i18n } from 'i18next';
import { formatFigure, formatNumber } from './format';

/** The options of a catalogue's format (`{{value, number(maximumFractionDigits: 2)}}`) that Intl reads. */
const NUMBER_OPTIONS = ['minimumFractionDigits', 'maximumFractionDigits', 'style', 'unit', 'unitDisplay'] as const;

function numberOptions(options: Record<string, unknown> | undefined): Intl.NumberFormatOptions {
  return Object.fromEntries(
    NUMBER_OPTIONS.filter((key) => options?.[key] !== undefined).map((key) => [key, options![key]]),
  );
}

/**
 * `{{count, number}}` writes the number as the app writes every figure (thousands separated the locale's way,
 * a narrow no-break space in French, a true minus); `{{total, figure}}` as a dashboard figure. Plural selection
 * still reads the raw `count`. A value that is not a number (already written) is left as it is.
 */
export function addNumberFormats(instance: i18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  formatter.add('number', (value, lng, options) =>
    typeof value === 'number' ? formatNumber(value, lng ?? instance.language, numberOptions(options)) : String(value),
  );
  formatter.add('figure', (value, lng) =>
    typeof value === 'number' ? formatFigure(value, lng ?? instance.language) : String(value),
  );
}
