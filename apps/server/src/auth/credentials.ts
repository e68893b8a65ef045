import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../db/connection.ts';
import { authAccounts, authUsers } from '../db/schema/index.ts';

type Executor = Pick<Db, 'insert'>;

/**
 * Creates email + password credentials in better-auth's tables directly, for accounts whose email is already
 * proven (an invitation opened from the mailbox): no confirmation email is sent. Returns the new user id.
 */
export async function createPasswordCredentials(
  db: Executor,
  input: { email: string; name: string; password?: string; passwordHash?: string; emailVerified?: boolean },
): Promise<string> {
  const id = randomUUID();
  const password = input.passwordHash ?? (await hashPassword(input.password!));
  await db
    .insert(authUsers)
    .values({ id, email: input.email.toLowerCase(), name: input.name, emailVerified: input.emailVerified ?? true });
  await db
    .insert(authAccounts)
    .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password });
  return id;
}
