import { createQueryKeys } from './query-keys';

const keys = createQueryKeys('organisations');
/** An organisation's profile is its detail; its summary and limits sit under it. */
export const organisationKeys = {
  ...keys,
  summary: (organisationId: string) => [...keys.detail(organisationId), 'summary'] as const,
  limits: (organisationId: string) => [...keys.detail(organisationId), 'limits'] as const,
  /** The city's view of one organisation (`/organisations/{id}`): overview, participants, catalogue. */
  overview: (organisationId: string) => [...keys.detail(organisationId), 'overview'] as const,
  participants: (organisationId: string, query: object) =>
    [...keys.detail(organisationId), 'participants', query] as const,
  catalogue: (organisationId: string, query: object) => [...keys.detail(organisationId), 'catalogue', query] as const,
};
