/** The pages of a participant's trips and ledger. */
export const USER_PAGE_SIZE = 10;

/** The query keys of a participant's page: every action invalidates `all(userId)`. */
export const userAdminKeys = {
  all: (userId: string) => ['user-admin', userId] as const,
  detail: (userId: string) => ['user-admin', userId, 'detail'] as const,
  trips: (userId: string, page: number) => ['user-admin', userId, 'trips', page] as const,
  transactions: (userId: string, page: number) => ['user-admin', userId, 'transactions', page] as const,
};
