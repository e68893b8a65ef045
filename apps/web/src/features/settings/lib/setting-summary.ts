import {
  MODE_GROUPS,
  type PeriodicLimit,
  type PointsPerModeGroup,
  type SettingInput,
  type SettingUnit,
} from '@mobiverte/contracts';
import type { TFunction } from 'i18next';

type Formatters = { number: (value: number, options?: Intl.NumberFormatOptions) => string };

/** An amount with its unit, in words ("30 jours", "12,5 points verts par kg"). */
function amount(t: TFunction, format: Formatters, value: number, unit: SettingUnit): string {
  const formatted = format.number(value, { maximumFractionDigits: 3 });
  return unit ? t(`city_settings.amounts.${unit}`, { count: value, formatted }) : formatted;
}

/** A stored setting as one line of text: the current value in the page, old and new values in the history. */
export function summariseSetting(
  t: TFunction,
  format: Formatters,
  input: SettingInput,
  unit: SettingUnit,
  value: unknown,
): string {
  if (value === null || value === undefined) return t('city_settings.summary.none');
  switch (input) {
    case 'boolean':
      return value ? t('city_settings.summary.on') : t('city_settings.summary.off');
    case 'emails': {
      const emails = value as string[];
      return emails.length === 0 ? t('city_settings.summary.no_emails') : emails.join(', ');
    }
    case 'periodic': {
      const limit = value as PeriodicLimit;
      return t(`limits.summary.${limit.period}`, { value: limit.value });
    }
    case 'per-mode-group': {
      const groups = value as PointsPerModeGroup;
      if (groups.active === groups.collective && groups.active === groups.other) {
        return groups.active === null ? t('city_settings.summary.none') : amount(t, format, groups.active, unit);
      }
      return MODE_GROUPS.map((group) =>
        t('city_settings.summary.group', {
          group: t(`city_settings.mode_groups.${group}`),
          value: groups[group] === null ? t('city_settings.summary.none') : format.number(groups[group]),
        }),
      ).join(' · ');
    }
    default:
      return amount(t, format, value as number, unit);
  }
}
