import { INVITE_CODE_ALPHABET } from '@mobiverte/contracts';
import { branches, organisations } from '../../db/schema/index.ts';
import { buildAuthAccount, insertAuthAccounts } from '../builders/auth-accounts.builder.ts';
import { addDays } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import { buildPostalCode, buildStreet } from '../builders/places.builder.ts';
import { DEMO_EMAIL_DOMAIN, getDemoEmail } from '../demo-accounts.ts';
import { findOrganisationByEmail, type DemoStep } from '../demo-context.ts';

const TEMPLATES = [
  {
    name: 'Imprimerie Dormante',
    slug: 'imprimerie-dormante',
    coordinator: ['Lucie', 'Gagnon'],
    active: false,
    lastLoginDaysAgo: 400,
    employeesCount: 12,
    branches: ['Atelier'],
    descriptionFr: 'Imprimerie de quartier, en pause depuis l’an dernier.',
    descriptionEn: 'A neighbourhood print shop, paused since last year.',
  },
  {
    name: 'Coopérative Deux Sites',
    slug: 'cooperative-deux-sites',
    coordinator: ['Marc', 'Tremblay'],
    active: true,
    lastLoginDaysAgo: 3,
    employeesCount: 64,
    branches: ['Atelier Est', 'Atelier Ouest'],
    descriptionFr: 'Coopérative de menuiserie répartie sur deux ateliers.',
    descriptionEn: 'A joinery cooperative spread over two workshops.',
  },
  {
    name: 'Librairie du Pivot',
    slug: 'librairie-du-pivot',
    coordinator: ['Inès', 'Roy'],
    active: true,
    lastLoginDaysAgo: 1,
    employeesCount: 9,
    branches: ['Boutique'],
    descriptionFr: 'Librairie indépendante du centre-ville.',
    descriptionEn: 'An independent bookshop downtown.',
  },
] as const;

/**
 * What the city's organisations pages show beyond the other organisations (issue 16): a deactivated one (long
 * asleep, out of the search since 1 June), one with two branches to merge, and one the e2e test deactivates.
 * Each is a whole organisation (its coordinator's account, invite code, address, branches), as registered.
 */
export const organisationsAdminStep: DemoStep = {
  name: 'organisations-admin',
  async run(ctx, random) {
    const city = findOrganisationByEmail(ctx, getDemoEmail('organisation')).city;
    const region = city.regions[0]!;
    const rows = TEMPLATES.map((template) => {
      const createdAt = addDays(ctx.now, -500);
      const emailDomain = `${template.slug}.${DEMO_EMAIL_DOMAIN}`;
      const account = buildAuthAccount(ctx, random, {
        name: template.name,
        email: `coordination@${emailDomain}`,
        createdAt,
      });
      const [firstName, lastName] = template.coordinator;
      return {
        account,
        template,
        row: {
          id: random.uuid(),
          authUserId: account.user.id,
          cityId: city.id,
          regionId: region.id,
          name: template.name,
          email: account.user.email,
          contactEmail: `${firstName.toLowerCase().replace('è', 'e')}@${emailDomain}`,
          coordinatorFirstName: firstName,
          coordinatorLastName: lastName,
          inviteCode: random.string(8, INVITE_CODE_ALPHABET),
          employeesCount: template.employeesCount,
          street: buildStreet(random, region.template),
          city: city.name,
          postalCode: buildPostalCode(random, region.template),
          country: 'CA',
          descriptionFr: template.descriptionFr,
          descriptionEn: template.descriptionEn,
          active: template.active,
          deactivatedAt: template.active ? null : addDays(ctx.now, -30),
          lastLogin: addDays(ctx.now, -template.lastLoginDaysAgo),
          createdAt,
          updatedAt: addDays(ctx.now, -30),
        },
      };
    });
    await insertAuthAccounts(
      ctx,
      rows.map(({ account }) => account),
    );
    await insertRows(
      ctx.tx,
      organisations,
      rows.map(({ row }) => row),
    );
    await insertRows(
      ctx.tx,
      branches,
      rows.flatMap(({ row, template }) =>
        template.branches.map((name) => ({
          id: random.uuid(),
          organisationId: row.id,
          regionId: region.id,
          name,
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
        })),
      ),
    );
  },
};
