import { createQueryKeys } from './query-keys';

const keys = createQueryKeys('organisations');
/** An organisation's profile is its detail; its summary and limits sit under it. */
export const organisationKeys = {
  ...keys,
  summary: (organisationId: string) => [...keys.detail(organisationId), 'summary'] as const,
  limits: (organisationId: string) => [...keys.detail(organisationId), 'limits'] as const,
};
