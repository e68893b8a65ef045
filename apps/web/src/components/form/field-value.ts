type Option = string | { value: string; label?: string } | { group: unknown; items: readonly Option[] };

/** The label a select shows for `value`, looked up in its options (grouped or not); the value itself otherwise. */
export function getOptionLabel(data: readonly Option[] | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('group' in item) {
      const label = getOptionLabel(item.items, value);
      if (label !== value) return label;
    } else if (item.value === value) return item.label ?? item.value;
  }
  return value;
}

/** A number input's value as the page would write it, with its prefix and suffix; '' when empty. */
export function formatNumberValue(
  value: number | string | undefined,
  locale: string,
  { prefix = '', suffix = '' }: { prefix?: string; suffix?: string } = {},
): string {
  if (value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  const text = Number.isFinite(number) ? new Intl.NumberFormat(locale).format(number) : String(value);
  return `${prefix}${text}${suffix}`;
}
