import { describe, expect, it } from 'vitest';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer, signIn } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';

describe.each(TEST_DATABASES)('organisation profile on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Profile', ['organisation']);

  const valid = () => ({
    name: 'Clinique du Parc',
    contactEmail: 'contact@clinique-parc.test',
    coordinatorFirstName: 'Amélie',
    coordinatorLastName: 'Roy',
    employeesCount: 64,
    street: '',
    city: '',
    country: 'CA',
    postalCode: 'h7n1a1',
    regionId: suite.world.region.id,
    descriptionFr: 'Clinique de quartier.',
    descriptionEn: 'Neighbourhood clinic.',
  });
  const put = (payload: unknown, auth = suite.tokens.organisation) =>
    suite.app.inject({
      method: 'PUT',
      url: `/api/organisations/${suite.world.organisation.id}`,
      headers: bearer(auth),
      payload: payload as object,
    });

  it('saves the profile, with street and city optional and the postal code normalised', async () => {
    const response = await put(valid());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Clinique du Parc',
      postalCode: 'H7N 1A1',
      street: null,
      city: null,
      employeesCount: 64,
    });
  });

  it('keeps the language of the emails when none is sent, changes it to a known one and refuses another', async () => {
    expect((await put(valid())).json().data.language).toBe('fr');
    const german = await put({ ...valid(), language: 'de' });
    expect(german.statusCode).toBe(200);
    expect(german.json().data.language).toBe('de');
    expect((await put(valid())).json().data.language).toBe('de');
    const unknown = await put({ ...valid(), language: 'it' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().error.details)).toContain('language');
  });

  it('refuses empty required fields, a bad postal code and a non-positive employee count, field by field', async () => {
    const response = await put({ ...valid(), name: ' ', postalCode: 'ABC', employeesCount: 0, descriptionEn: '' });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'employeesCount', 'descriptionEn']));
    const postal = await put({ ...valid(), country: 'FR', postalCode: 'H7N 1A1' });
    expect(postal.json().error.details).toEqual([{ path: 'postalCode', message: 'invalid_postal_code' }]);
    expect((await put({ ...valid(), country: 'FR', postalCode: '75011' })).statusCode).toBe(200);
  });

  it('refuses a negative or fractional employee count instead of changing it', async () => {
    for (const employeesCount of [-4, 4.5]) {
      const response = await put({ ...valid(), employeesCount });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([expect.objectContaining({ path: 'employeesCount' })]);
    }
  });

  it('refuses the changes of a co-admin without edit rights', async () => {
    const external = await signIn(suite.app, suite.world.emails.external);
    expect((await put(valid(), external)).statusCode).toBe(403);
  });

  it('shows the public invitation of an invite code, and nothing for an unknown one', async () => {
    const invitation = await suite.app.inject({
      method: 'GET',
      url: `/api/public/invitations/${suite.world.organisation.inviteCode.toLowerCase()}`,
    });
    expect(invitation.json().data).toMatchObject({
      kind: 'organisation',
      inviteCode: suite.world.organisation.inviteCode,
    });
    expect(invitation.json().data).not.toHaveProperty('email');
    expect((await suite.app.inject({ method: 'GET', url: '/api/public/invitations/NOPE0000' })).statusCode).toBe(404);
  });
});
