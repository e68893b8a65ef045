import type { Random } from '../random.ts';
import type { RegionTemplate } from '../seed-data/cities.data.ts';

/** Letters Canada Post uses in postal codes (never D, F, I, O, Q or U). */
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

/** A postal code `A1A 1A1` in one of the district's forward sortation areas. */
export function buildPostalCode(random: Random, region: RegionTemplate): string {
  const digit = () => String(random.int(0, 9));
  return `${random.pick(region.postalPrefixes)} ${digit()}${random.pick([...POSTAL_LETTERS])}${digit()}`;
}

/** "1234 boulevard Chomedey": a civic number on one of the district's streets. */
export function buildStreet(random: Random, region: RegionTemplate): string {
  const number = random.chance(0.7) ? random.int(10, 4999) : random.int(5000, 9999);
  return `${number} ${random.pick(region.streets)}`;
}
