import { beforeAll, describe, expect, it } from 'vitest';
import { participants } from '../../db/schema/index.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createOtherOrganisation, createTenancy, type Tenancy } from '../../test/test-world.ts';

describe.each(TEST_DATABASES)('audiences and communication preferences on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Audience', ['city', 'organisation', 'participant']);
  let otherOrganisationId: string;
  let otherCity: Tenancy;

  beforeAll(async () => {
    const { db } = suite.database;
    const other = await createOtherOrganisation(db, suite.world.city.id, `audience.${kind}`);
    otherOrganisationId = other.id;
    // Two more participants: one of the other organisation, one deactivated in the first.
    await db.insert(participants).values([
      {
        cityId: suite.world.city.id,
        organisationId: other.id,
        username: `autre.${kind}`,
        firstName: 'Autre',
        lastName: 'Participant',
        email: `autre.${kind}@audience.test`,
      },
      {
        cityId: suite.world.city.id,
        organisationId: suite.world.organisation.id,
        username: `parti.${kind}`,
        firstName: 'Parti',
        lastName: 'Participant',
        email: `parti.${kind}@audience.test`,
        active: false,
        deactivatedAt: new Date(),
      },
    ]);
    otherCity = await createTenancy(db, `AudienceOther${kind}`);
  });

  const count = (token: string, audience: object, channel = 'push') =>
    suite.app.inject({
      method: 'POST',
      url: '/api/audience/count',
      headers: bearer(token),
      payload: { channel, audience },
    });

  it('counts the active participants of the city, of chosen organisations or of chosen branches', async () => {
    const everyone = await count(suite.tokens.city, { kind: 'everyone' });
    expect(everyone.statusCode).toBe(200);
    expect(everyone.json().data).toEqual({ reachable: 2, optedOut: 0 });
    const chosen = await count(suite.tokens.city, { kind: 'organisations', organisationIds: [otherOrganisationId] });
    expect(chosen.json().data).toEqual({ reachable: 1, optedOut: 0 });
    const branch = await count(suite.tokens.city, { kind: 'branches', branchIds: [suite.world.branch.id] });
    expect(branch.json().data).toEqual({ reachable: 1, optedOut: 0 });
    const own = await count(suite.tokens.organisation, { kind: 'everyone' });
    expect(own.json().data).toEqual({ reachable: 1, optedOut: 0 });
  });

  it("never counts another organisation's or another city's participants", async () => {
    const organisationPicksOrganisations = await count(suite.tokens.organisation, {
      kind: 'organisations',
      organisationIds: [otherOrganisationId],
    });
    expect(organisationPicksOrganisations.statusCode).toBe(400);
    expect(organisationPicksOrganisations.json().error.code).toBe('validation_failed');
    const foreignBranch = await count(suite.tokens.organisation, {
      kind: 'branches',
      branchIds: [otherCity.branch.id],
    });
    expect(foreignBranch.statusCode).toBe(400);
    expect(foreignBranch.json().error.code).toBe('audience_out_of_scope');
    const foreignOrganisation = await count(suite.tokens.city, {
      kind: 'organisations',
      organisationIds: [otherCity.organisation.id],
    });
    expect(foreignOrganisation.json().error.code).toBe('audience_out_of_scope');
    const empty = await count(suite.tokens.city, { kind: 'branches', branchIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].path).toBe('audience.branchIds');
    const participant = await count(suite.tokens.participant, { kind: 'everyone' });
    expect(participant.statusCode).toBe(403);
  });

  it('lets a participant turn channels off and on; the counts follow', async () => {
    const url = '/api/app/v2/me/communication-preferences';
    const headers = bearer(suite.tokens.participant);
    const initial = await suite.app.inject({ method: 'GET', url, headers });
    expect(initial.json().data).toEqual({ push: true, email: true, mailingList: false });
    const changed = await suite.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { push: false, mailingList: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({ push: false, email: true, mailingList: true });
    expect((await count(suite.tokens.organisation, { kind: 'everyone' })).json().data).toEqual({
      reachable: 0,
      optedOut: 1,
    });
    expect((await count(suite.tokens.organisation, { kind: 'everyone' }, 'email')).json().data).toEqual({
      reachable: 1,
      optedOut: 0,
    });
    const back = await suite.app.inject({ method: 'PATCH', url, headers, payload: { push: true, email: false } });
    expect(back.json().data).toEqual({ push: true, email: false, mailingList: true });
    expect((await count(suite.tokens.organisation, { kind: 'everyone' }, 'email')).json().data).toEqual({
      reachable: 0,
      optedOut: 1,
    });
    await suite.app.inject({ method: 'PATCH', url, headers, payload: { email: true, mailingList: false } });
  });
});
