import {
  CAR_EMISSION_KG_PER_KM,
  CARPOOL_SHARED_TRIP_GRACE_DAYS,
  MAP_MIN_PARTICIPANTS_DEFAULT,
  MAP_PARTICIPANTS_CAP,
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_CONTENT_WRAP,
  TRIP_MIN_METRES,
  TRIP_MIN_SECONDS,
} from '@mobiverte/contracts';
import { definitionValues, type FigureDefinition } from '@/components/stat-card/figure-definitions';
import { formatNumber } from '@/lib/format';
import { matchesSearch } from '@/lib/search';

/** The FAQ's sections and questions, in reading order; their text is `help.faq.items.<id>.question/answer`. */
export const FAQ_SECTIONS = [
  { id: 'trips', items: ['sustainable_trip', 'freshness', 'programme_settings'] },
  {
    id: 'figures',
    items: [
      'activities_sessions',
      'active_user',
      'distance',
      'ghg',
      'greenpoints',
      'why_this_number',
      'alerts',
      'emission_factors',
      'commuting_report',
    ],
  },
  { id: 'account', items: ['separate_account', 'co_admins', 'branches'] },
  {
    id: 'challenges',
    items: [
      'challenge_progress',
      'challenge_image',
      'challenge_between_organisations',
      'happy_hours',
      'simulator',
      'badges',
    ],
  },
  { id: 'communication', items: ['news', 'notifications', 'email_campaigns', 'unsubscribe', 'mailing_list'] },
  { id: 'maps', items: ['maps', 'map_privacy', 'postal_areas'] },
  { id: 'carpooling', items: ['carpool_events', 'carpool_matching', 'carpool_shared_trip'] },
  { id: 'score', items: ['score', 'size_bands'] },
  {
    id: 'participants',
    items: [
      'participant_signup',
      'users_list',
      'data_export',
      'participant_points',
      'participant_leave',
      'online_status',
    ],
  },
] as const;

export type FaqSectionId = (typeof FAQ_SECTIONS)[number]['id'];
export type FaqItemId = (typeof FAQ_SECTIONS)[number]['items'][number];

/** Answers that start with the definitions the dashboard's cards show (`definitions.<id>`). */
export const FAQ_DEFINITIONS: Partial<Record<FaqItemId, readonly FigureDefinition[]>> = {
  activities_sessions: ['activities', 'sessions'],
  active_user: ['activeUsers'],
  distance: ['distanceKm'],
  ghg: ['ghgKg'],
  greenpoints: ['greenpoints'],
  score: ['score'],
};

/** The answers that list the data-use commitments of the legal documents under their text. */
export const ITEMS_WITH_COMMITMENTS: ReadonlySet<FaqItemId> = new Set(['data_export']);

/** The product's constants, written in the reader's language, so that the answers never drift from the rules. */
export function faqValues(language: string) {
  const exampleKm = 10;
  return {
    ...definitionValues(language),
    metres: formatNumber(TRIP_MIN_METRES, language),
    minutes: formatNumber(TRIP_MIN_SECONDS / 60, language),
    exampleKm: formatNumber(exampleKm, language),
    exampleKg: formatNumber(exampleKm * CAR_EMISSION_KG_PER_KM, language, { maximumFractionDigits: 2 }),
    notificationContentMax: formatNumber(NOTIFICATION_CONTENT_MAX, language),
    notificationWrap: formatNumber(NOTIFICATION_CONTENT_WRAP, language),
    mapMinParticipants: formatNumber(MAP_MIN_PARTICIPANTS_DEFAULT, language),
    mapParticipantsCap: formatNumber(MAP_PARTICIPANTS_CAP, language),
    carpoolGraceDays: formatNumber(CARPOOL_SHARED_TRIP_GRACE_DAYS, language),
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
