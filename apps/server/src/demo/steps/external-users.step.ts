import { externalUsers } from '../../db/schema/index.ts';
import { buildAuthAccount, insertAuthAccounts } from '../builders/auth-accounts.builder.ts';
import { addDays } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import { getDemoEmail } from '../demo-accounts.ts';
import { findOrganisationByEmail, type DemoStep } from '../demo-context.ts';

/** The read-only co-admin of the demo organisation (demo account `externe@`). */
export const externalUsersStep: DemoStep = {
  name: 'external-users',
  async run(ctx, random) {
    const organisation = findOrganisationByEmail(ctx, getDemoEmail('organisation'));
    const person = { firstName: 'Sophie', lastName: 'Lapointe' };
    const createdOn = addDays(ctx.now, -random.int(30, 90));
    const account = buildAuthAccount(ctx, random, {
      name: `${person.firstName} ${person.lastName}`,
      email: getDemoEmail('external'),
      createdAt: createdOn,
    });
    const id = random.uuid();
    await insertAuthAccounts(ctx, [account]);
    await insertRows(ctx.tx, externalUsers, [
      {
        id,
        authUserId: account.user.id,
        externalFor: 'organisation',
        cityId: organisation.city.id,
        organisationId: organisation.id,
        ...person,
        email: account.user.email,
        canEdit: false,
        canSeeOthers: false,
        seenByOthers: true,
        lastSignIn: addDays(ctx.now, -random.int(1, 10)),
        createdOn,
        updatedOn: createdOn,
      },
    ]);
    ctx.world.externalUsers.push({
      id,
      authUserId: account.user.id,
      email: account.user.email,
      organisationId: organisation.id,
    });
  },
};
