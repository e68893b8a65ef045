import { and, eq, like, ne } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { authVerifications } from '../db/schema/index.ts';

const RESET_PREFIX = 'reset-password:';

/**
 * Deletes the account's password-reset tokens (better-auth keeps them as `reset-password:<token>` rows whose
 * value is the user id), except `keepId`: a new link or a used one ends every earlier one.
 */
export async function deleteResetTokens(db: Db, userId: string, keepId?: string) {
  await db
    .delete(authVerifications)
    .where(
      and(
        eq(authVerifications.value, userId),
        like(authVerifications.identifier, `${RESET_PREFIX}%`),
        keepId ? ne(authVerifications.id, keepId) : undefined,
      ),
    );
}

export const isResetTokenIdentifier = (identifier: string) => identifier.startsWith(RESET_PREFIX);
