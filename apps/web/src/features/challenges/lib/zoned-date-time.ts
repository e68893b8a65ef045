/** `YYYY-MM-DDTHH:mm`, the value of an `<input type="datetime-local">`: a wall-clock time in the city. */
export type LocalDateTime = string;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClockOf(instant: Date, timeZone: string): LocalDateTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const asUtc = (local: LocalDateTime) => {
  const [, y, mo, d, h, mi] = LOCAL.exec(local)!.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi);
};

/** The wall-clock time an instant shows in the city (the form's value of a saved challenge). */
export function toLocalDateTime(instant: string | Date, timeZone: string): LocalDateTime {
  return wallClockOf(new Date(instant), timeZone);
}

/**
 * The instant a wall-clock time of the city names, as an ISO string; null when the text is not a time.
 * A time skipped by a daylight-saving change moves forward by the change, as clocks do.
 */
export function toInstant(local: LocalDateTime, timeZone: string): string | null {
  if (!LOCAL.test(local)) return null;
  const wanted = asUtc(local);
  if (Number.isNaN(wanted)) return null;
  // Two corrections find the offset, also across a daylight-saving change.
  let guess = wanted;
  for (let step = 0; step < 2; step += 1) guess += wanted - asUtc(wallClockOf(new Date(guess), timeZone));
  return new Date(guess).toISOString();
}
