import { CAR_EMISSION_KG_PER_KM, TRIP_MIN_METRES, TRIP_MIN_SECONDS } from '@mobiverte/contracts';
import { formatNumber } from '@/lib/format';
import { matchesSearch } from '@/lib/search';

/** The FAQ's sections and questions, in reading order; their text is `help.faq.items.<id>.question/answer`. */
export const FAQ_SECTIONS = [
  { id: 'trips', items: ['sustainable_trip', 'ghg', 'greenpoints', 'freshness'] },
  { id: 'account', items: ['separate_account', 'co_admins', 'branches'] },
  { id: 'score', items: ['score', 'size_bands'] },
  { id: 'participants', items: ['deaffiliate_delete', 'data_export'] },
] as const;

export type FaqSectionId = (typeof FAQ_SECTIONS)[number]['id'];
export type FaqItemId = (typeof FAQ_SECTIONS)[number]['items'][number];

/** The answers that list the data-use commitments of the legal documents under their text. */
export const ITEMS_WITH_COMMITMENTS: ReadonlySet<FaqItemId> = new Set(['data_export']);

/** The product's constants, written in the reader's language, so that the answers never drift from the rules. */
export function faqValues(language: string) {
  const exampleKm = 10;
  return {
    metres: formatNumber(TRIP_MIN_METRES, language),
    minutes: formatNumber(TRIP_MIN_SECONDS / 60, language),
    kgPerKm: formatNumber(CAR_EMISSION_KG_PER_KM, language, { maximumFractionDigits: 2 }),
    exampleKm: formatNumber(exampleKm, language),
    exampleKg: formatNumber(exampleKm * CAR_EMISSION_KG_PER_KM, language, { maximumFractionDigits: 2 }),
  };
}

export interface FaqEntry {
  section: FaqSectionId;
  id: FaqItemId;
  question: string;
  answer: string;
}

/** The entries whose question or answer contains the search, section by section. */
export function searchFaq(entries: readonly FaqEntry[], search: string, language: string): FaqEntry[] {
  return entries.filter((entry) => matchesSearch(search, [entry.question, entry.answer], language));
}

/** Answers are written as paragraphs separated by a blank line. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
