import { authAccounts, authUsers } from '../../db/schema/index.ts';
import type { DemoContext } from '../demo-context.ts';
import { randomAuthId, type Random } from '../random.ts';
import { insertRows } from './insert-rows.builder.ts';

export type AuthAccountRows = { user: typeof authUsers.$inferInsert; account: typeof authAccounts.$inferInsert };

/**
 * The credentials better-auth signs in with: a user and its 'credential' account holding the demo password's
 * hash. The email is reserved in the context so that two steps never hand out the same sign-in email.
 */
export function buildAuthAccount(
  ctx: DemoContext,
  random: Random,
  person: { name: string; email: string; createdAt: Date },
): AuthAccountRows {
  const email = person.email.toLowerCase();
  if (ctx.usedEmails.has(email)) throw new Error(`Demo email ${email} is used twice`);
  ctx.usedEmails.add(email);
  const userId = randomAuthId(random);
  const dates = { createdAt: person.createdAt, updatedAt: person.createdAt };
  return {
    user: { id: userId, name: person.name, email, emailVerified: true, ...dates },
    account: {
      id: randomAuthId(random),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: ctx.passwordHash,
      ...dates,
    },
  };
}

export async function insertAuthAccounts(ctx: DemoContext, rows: AuthAccountRows[]) {
  await insertRows(
    ctx.tx,
    authUsers,
    rows.map((row) => row.user),
  );
  await insertRows(
    ctx.tx,
    authAccounts,
    rows.map((row) => row.account),
  );
}
