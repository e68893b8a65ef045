import type { Random } from '../random.ts';
import { NAME_ORIGINS } from '../seed-data/people-names.data.ts';

export type Gender = 'female' | 'male' | 'other' | 'undisclosed';
export type Person = { firstName: string; lastName: string; gender: Gender };

const GENDERS: readonly (readonly [Gender, number])[] = [
  ['female', 48],
  ['male', 47],
  ['other', 2],
  ['undisclosed', 3],
];

/** A person whose first and last names come from the same origin, in proportions close to Québec's cities. */
export function buildPerson(random: Random): Person {
  const origin = random.pickWeighted(NAME_ORIGINS.map((candidate) => [candidate, candidate.weight] as const));
  const gender = random.pickWeighted(GENDERS);
  const firstNames =
    gender === 'female' ? origin.female : gender === 'male' ? origin.male : random.pick([origin.female, origin.male]);
  return { firstName: random.pick(firstNames), lastName: random.pick(origin.last), gender };
}

/** "Marie-Ève", "St-Pierre" → "marie-eve.st-pierre": lower case, no accents, no spaces or apostrophes. */
export function toEmailLocalPart(...parts: string[]): string {
  return parts.map(toAsciiSlug).filter(Boolean).join('.');
}

/** The first free address among local@domain, local2@domain, local3@domain… */
export function findFreeEmail(usedEmails: ReadonlySet<string>, localPart: string, domain: string): string {
  for (let suffix = 1; ; suffix++) {
    const email = `${localPart}${suffix === 1 ? '' : suffix}@${domain}`;
    if (!usedEmails.has(email)) return email;
  }
}

export function toAsciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');
}
