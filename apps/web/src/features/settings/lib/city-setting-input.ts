import {
  CITY_SETTINGS_SCHEMAS,
  type CitySettingField,
  type CitySettingsKind,
  type LimitPeriod,
  type PeriodicLimit,
  type PointsPerModeGroup,
  samePointsForEveryModeGroup,
  type SettingInput,
} from '@mobiverte/contracts';
import { formatLimitInput, parseLimitInput } from './limit-input';

/** What a setting's form holds, whatever its input: a text, a period, a switch. */
export interface SettingFormValues {
  text: string;
  period: LimitPeriod;
  checked: boolean;
}

/** A translated validation message: its key and the values it names. */
export type SettingError = { key: string; values?: Record<string, number | string> };

export type ParsedSetting = { ok: true; value: unknown } | { ok: false; error: SettingError };

/** A plain check for an address's shape; the server validates it again. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type NumberBounds = { min: number | null; max: number | null };

function boundsOf(kind: CitySettingsKind, field: CitySettingField): NumberBounds {
  const shape = CITY_SETTINGS_SCHEMAS[kind].shape as Record<string, unknown>;
  let schema = shape[field] as { unwrap?: () => unknown; minValue?: number | null; maxValue?: number | null };
  while (schema.minValue === undefined && typeof schema.unwrap === 'function') schema = schema.unwrap() as never;
  return { min: schema.minValue ?? null, max: schema.maxValue ?? null };
}

const splitEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);

/** The form's values for a stored value. */
export function toFormValues(input: SettingInput, value: unknown, language: string): SettingFormValues {
  const blank: SettingFormValues = { text: '', period: 'month', checked: false };
  const number = (amount: number | null | undefined) => formatLimitInput(amount ?? undefined, language);
  switch (input) {
    case 'boolean':
      return { ...blank, checked: value === true };
    case 'emails':
      return { ...blank, text: (value as string[]).join('\n') };
    case 'periodic': {
      const limit = value as PeriodicLimit | null;
      return { ...blank, text: number(limit?.value), period: limit?.period ?? 'month' };
    }
    case 'per-mode-group': {
      const groups = value as PointsPerModeGroup;
      const same = groups.active === groups.collective && groups.active === groups.other;
      return { ...blank, text: same ? number(groups.active) : '' };
    }
    default:
      return { ...blank, text: number(value as number | null) };
  }
}

/**
 * Reads a setting's form into the value the API takes, with the rules of contracts (ranges, decimals, email
 * lists): a refused value is never sent, its message is shown inline.
 */
export function parseSettingForm(
  kind: CitySettingsKind,
  field: CitySettingField,
  input: SettingInput,
  values: SettingFormValues,
): ParsedSetting {
  const schema = (
    CITY_SETTINGS_SCHEMAS[kind].shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>
  )[field]!;
  const bounds = boundsOf(kind, field);
  const rangeError = (): SettingError =>
    input === 'decimal'
      ? { key: 'city_settings.errors.coefficient', values: { max: bounds.max ?? 0 } }
      : { key: 'city_settings.errors.range', values: { min: bounds.min ?? 0, max: bounds.max ?? 0 } };
  const checked = (value: unknown): ParsedSetting =>
    schema.safeParse(value).success ? { ok: true, value } : { ok: false, error: rangeError() };

  if (input === 'boolean') return { ok: true, value: values.checked };
  if (input === 'emails') {
    const emails = splitEmails(values.text);
    const invalid = emails.filter((email) => !EMAIL_PATTERN.test(email));
    if (invalid.length > 0)
      return { ok: false, error: { key: 'city_settings.errors.emails', values: { emails: invalid.join(', ') } } };
    if (new Set(emails.map((email) => email.toLowerCase())).size !== emails.length)
      return { ok: false, error: { key: 'city_settings.errors.emails_duplicate' } };
    return schema.safeParse(emails).success
      ? { ok: true, value: emails }
      : { ok: false, error: { key: 'city_settings.errors.emails_over_limit', values: { max: 10 } } };
  }
  const parsed = parseLimitInput(values.text, input === 'decimal' ? 'distance' : 'count');
  if (!parsed.ok) {
    return parsed.error === 'limits.errors.not_a_number'
      ? { ok: false, error: { key: 'city_settings.errors.not_a_number' } }
      : { ok: false, error: rangeError() };
  }
  const amount = parsed.value;
  if (amount === null && (input === 'decimal' || input === 'count'))
    return { ok: false, error: { key: 'city_settings.errors.required' } };
  if (input === 'periodic') return checked(amount === null ? null : { value: amount, period: values.period });
  if (input === 'per-mode-group') return checked(samePointsForEveryModeGroup(amount));
  return checked(amount);
}
