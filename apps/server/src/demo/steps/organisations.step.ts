import { INVITE_CODE_ALPHABET } from '@mobiverte/contracts';
import { branches, organisations } from '../../db/schema/index.ts';
import { buildAuthAccount, insertAuthAccounts, type AuthAccountRows } from '../builders/auth-accounts.builder.ts';
import { addDays } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import { buildPerson, toEmailLocalPart } from '../builders/people.builder.ts';
import { buildPostalCode, buildStreet } from '../builders/places.builder.ts';
import { DEMO_EMAIL_DOMAIN } from '../demo-accounts.ts';
import { findCity, findRegion, type DemoOrganisation, type DemoStep } from '../demo-context.ts';
import { drawUnique } from '../random.ts';
import { ORGANISATION_TEMPLATES } from '../seed-data/organisations.data.ts';

/** The alphabet of invite codes given at registration: A–Z and 2–9 without the look-alikes I and O. */

/** Organisations (employers, schools, hospitals, municipalities), their coordinator's account and branches. */
export const organisationsStep: DemoStep = {
  name: 'organisations',
  async run(ctx, random) {
    const accounts: AuthAccountRows[] = [];
    const organisationRows: (typeof organisations.$inferInsert)[] = [];
    const inviteCodes = new Set<string>();
    for (const template of ORGANISATION_TEMPLATES) {
      const city = findCity(ctx, template.cityKey);
      const region = findRegion(city, template.region);
      const emailDomain = `${template.slug}.${DEMO_EMAIL_DOMAIN}`;
      const coordinator = template.coordinator ?? buildPerson(random);
      const createdAt = addDays(ctx.now, -random.int(400, 760));
      const account = buildAuthAccount(ctx, random, {
        name: template.name,
        email: template.email ?? `coordination@${emailDomain}`,
        createdAt,
      });
      accounts.push(account);
      const organisation: DemoOrganisation = {
        id: random.uuid(),
        authUserId: account.user.id,
        city,
        name: template.name,
        email: account.user.email,
        emailDomain,
        employeesCount: template.employeesCount,
        createdAt,
        branches: template.branches.map((branch) => ({
          id: random.uuid(),
          name: branch.name,
          region: findRegion(city, branch.region),
        })),
        template,
      };
      ctx.world.organisations.push(organisation);
      organisationRows.push({
        id: organisation.id,
        authUserId: organisation.authUserId,
        cityId: city.id,
        regionId: region.id,
        name: template.name,
        email: organisation.email,
        contactEmail: `${toEmailLocalPart(coordinator.firstName, coordinator.lastName)}@${emailDomain}`,
        coordinatorFirstName: coordinator.firstName,
        coordinatorLastName: coordinator.lastName,
        inviteCode: drawUnique(inviteCodes, () => random.string(8, INVITE_CODE_ALPHABET)),
        employeesCount: template.employeesCount,
        street: buildStreet(random, region.template),
        city: city.name,
        postalCode: buildPostalCode(random, region.template),
        country: 'CA',
        descriptionFr: template.descriptionFr,
        descriptionEn: template.descriptionEn,
        lastLogin: addDays(ctx.now, -random.int(0, 20)),
        createdAt,
        updatedAt: createdAt,
      });
    }
    await insertAuthAccounts(ctx, accounts);
    await insertRows(ctx.tx, organisations, organisationRows);
    await insertRows(
      ctx.tx,
      branches,
      ctx.world.organisations.flatMap((organisation) =>
        organisation.branches.map((branch) => ({
          id: branch.id,
          organisationId: organisation.id,
          regionId: branch.region.id,
          name: branch.name,
          createdAt: organisation.createdAt,
          updatedAt: organisation.createdAt,
        })),
      ),
    );
  },
};
