import { TRANSPORT_MODES } from '@mobiverte/contracts';
import type { TFunction } from 'i18next';

/** The modes of the forms' select, in the catalogue's words, alphabetically. */
export function modeOptions(t: TFunction) {
  return TRANSPORT_MODES.map((mode) => ({ value: mode, label: t(`transport_modes.${mode}`) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
}

/** A `datetime-local` value (the browser's local time) as an ISO instant with its offset. */
export function localToInstant(value: string): string {
  return new Date(value).toISOString();
}

/** A `datetime-local` value for a date. */
export function toLocalInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
