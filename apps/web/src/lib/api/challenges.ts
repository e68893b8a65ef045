import { createQueryKeys } from './query-keys';

/**
 * Every challenge query: the challenges pages' and the dashboards' challenge choice (period "Défis"), which a
 * created, edited or answered challenge refreshes too. A challenge's leaderboard and figures sit under its detail.
 */
const keys = createQueryKeys('challenges');
export const challengeKeys = {
  ...keys,
  leaderboard: (challengeId: string, query: object) => [...keys.detail(challengeId), 'leaderboard', query] as const,
  stats: (challengeId: string) => [...keys.detail(challengeId), 'stats'] as const,
  /** The sending form's picker: the city's organisations whose name contains the search. */
  recipientOrganisations: (search: string) => [...keys.all, 'recipient-organisations', search] as const,
  /** The form's participant pickers: a search, or the labels of chosen ones. */
  participantOptions: (query: { search?: string; ids?: string[] }) =>
    [...keys.all, 'participant-options', query] as const,
};

/** The city's challenge templates ("Partir d'un modèle"). */
export const challengeTemplateKeys = createQueryKeys('challenge-templates');

/** The city's rules for challenges between organisations: the feature, the send limit, what was sent. */
export const challengeConfigurationKeys = createQueryKeys('challenge-configuration');
