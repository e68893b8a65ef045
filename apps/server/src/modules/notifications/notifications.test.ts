import { beforeAll, describe, expect, it } from 'vitest';
import { notificationTemplates, participants } from '../../db/schema/index.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer, signIn } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createCredentials, createOtherOrganisation } from '../../test/test-world.ts';
import { runNotificationDelivery } from './delivery.service.ts';

describe.each(TEST_DATABASES)('notifications on %s', (kind) => {
  const suite = setUpTenancyApp(kind, `Notif${kind}`, ['city', 'organisation', 'participant', 'external']);
  let otherOrganisation: { id: string; token: string; participantToken: string };

  beforeAll(async () => {
    const { db } = suite.database;
    const other = await createOtherOrganisation(db, suite.world.city.id, `notif.${kind}`);
    const userId = await createCredentials(db, `autre.participant.${kind}@notif.test`, 'Autre participant');
    await db.insert(participants).values({
      cityId: suite.world.city.id,
      organisationId: other.id,
      authUserId: userId,
      username: `autre.participant.${kind}`,
      firstName: 'Autre',
      lastName: 'Participant',
      email: `autre.participant.${kind}@notif.test`,
    });
    await db.insert(notificationTemplates).values([
      { cityId: suite.world.city.id, name: 'Semaine du vélo', title: 'Semaine du vélo', content: 'En selle !' },
      { cityId: suite.world.city.id, organisationId: other.id, name: 'Privé', title: 'Privé', content: 'Privé' },
    ]);
    otherOrganisation = {
      id: other.id,
      token: await signIn(suite.app, other.email),
      participantToken: await signIn(suite.app, `autre.participant.${kind}@notif.test`),
    };
  });

  const send = (token: string, method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object) =>
    suite.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const input = (name: string, extra: object = {}) => ({
    name,
    title: 'Au travail à vélo',
    content: 'Demain matin, un café attend les cyclistes à l’accueil.',
    audience: { kind: 'everyone' },
    send: 'draft',
    ...extra,
  });

  it('writes, reads, lists, changes and deletes a draft', async () => {
    const created = await send(suite.tokens.organisation, 'POST', '/api/notifications', input('Brouillon'));
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({ name: 'Brouillon', state: 'draft', plannedAt: null, repeat: 'none' });
    expect(item.figures).toEqual({ targeted: 0, delivered: 0, failed: 0, opened: 0 });
    const list = await send(suite.tokens.organisation, 'GET', '/api/notifications?view=draft');
    expect(list.json().data.map((row: { id: string }) => row.id)).toContain(item.id);
    expect(list.json().counts.draft).toBeGreaterThanOrEqual(1);
    expect(list.json().timeZone).toBe('America/New_York');
    const changed = await send(suite.tokens.organisation, 'PUT', `/api/notifications/${item.id}`, {
      ...input('Brouillon modifié'),
      audience: { kind: 'branches', branchIds: [suite.world.branch.id] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.audience.branchIds).toEqual([suite.world.branch.id]);
    expect((await send(suite.tokens.organisation, 'DELETE', `/api/notifications/${item.id}`)).statusCode).toBe(204);
    expect((await send(suite.tokens.organisation, 'GET', `/api/notifications/${item.id}`)).statusCode).toBe(404);
  });

  it('refuses a name the owner already uses, whatever its case; another owner may use it', async () => {
    expect((await send(suite.tokens.organisation, 'POST', '/api/notifications', input('Rappel'))).statusCode).toBe(201);
    const again = await send(suite.tokens.organisation, 'POST', '/api/notifications', input('RAPPEL'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('notification_name_taken');
    expect(again.json().error.details[0].path).toBe('name');
    expect((await send(suite.tokens.city, 'POST', '/api/notifications', input('Rappel'))).statusCode).toBe(201);
    expect((await send(otherOrganisation.token, 'POST', '/api/notifications', input('Rappel'))).statusCode).toBe(201);
  });

  it("plans at a local date-time of the city's time zone, across daylight-saving time, and refuses the past", async () => {
    const winter = await send(
      suite.tokens.city,
      'POST',
      '/api/notifications',
      input('Hiver', { send: 'planned', plannedAt: '2090-01-02T08:00' }),
    );
    expect(winter.json().data).toMatchObject({
      state: 'scheduled',
      plannedAt: '2090-01-02T13:00:00.000Z',
      plannedLocal: '2090-01-02T08:00',
    });
    const summer = await send(
      suite.tokens.city,
      'POST',
      '/api/notifications',
      input('Été', { send: 'planned', plannedAt: '2090-07-02T08:00', repeat: 'weekly', repeatUntil: '2090-07-30' }),
    );
    expect(summer.json().data).toMatchObject({ plannedAt: '2090-07-02T12:00:00.000Z', repeat: 'weekly' });
    const past = await send(
      suite.tokens.city,
      'POST',
      '/api/notifications',
      input('Passé', { send: 'planned', plannedAt: '2020-01-02T08:00' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.code).toBe('notification_in_past');
    const incomplete = await send(
      suite.tokens.city,
      'POST',
      '/api/notifications',
      input('Incomplet', { send: 'planned' }),
    );
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.details[0].path).toBe('plannedAt');
  });

  it('cancels a planned notification, then neither changes nor cancels it again', async () => {
    const planned = await send(
      suite.tokens.organisation,
      'POST',
      '/api/notifications',
      input('À annuler', { send: 'planned', plannedAt: '2090-05-01T09:30' }),
    );
    const id = planned.json().data.id;
    const cancelled = await send(suite.tokens.organisation, 'POST', `/api/notifications/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.state).toBe('cancelled');
    const again = await send(suite.tokens.organisation, 'POST', `/api/notifications/${id}/cancel`);
    expect(again.json().error.code).toBe('notification_not_cancellable');
    const edit = await send(suite.tokens.organisation, 'PUT', `/api/notifications/${id}`, input('À annuler'));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('notification_not_editable');
    const draft = await send(suite.tokens.organisation, 'POST', '/api/notifications', input('Pas planifiée'));
    const notPlanned = await send(
      suite.tokens.organisation,
      'POST',
      `/api/notifications/${draft.json().data.id}/cancel`,
    );
    expect(notPlanned.statusCode).toBe(409);
  });

  it("keeps an organisation to its own notifications, participants and branches; the city's are the city's", async () => {
    const mine = await send(suite.tokens.organisation, 'POST', '/api/notifications', input('Privée'));
    const id = mine.json().data.id;
    for (const token of [otherOrganisation.token, suite.tokens.city]) {
      expect((await send(token, 'GET', `/api/notifications/${id}`)).statusCode).toBe(404);
      expect((await send(token, 'PUT', `/api/notifications/${id}`, input('Volée'))).statusCode).toBe(404);
      expect((await send(token, 'DELETE', `/api/notifications/${id}`)).statusCode).toBe(404);
      const list = await send(token, 'GET', '/api/notifications');
      expect(list.json().data.map((row: { id: string }) => row.id)).not.toContain(id);
    }
    const chooseOrganisations = await send(
      suite.tokens.organisation,
      'POST',
      '/api/notifications',
      input('Autres', { audience: { kind: 'organisations', organisationIds: [otherOrganisation.id] } }),
    );
    expect(chooseOrganisations.statusCode).toBe(400);
    const templates = await send(suite.tokens.organisation, 'GET', '/api/notification-templates');
    const names = templates.json().data.map((row: { name: string }) => row.name);
    expect(names).toContain('Semaine du vélo');
    expect(names).not.toContain('Privé');
    expect(templates.json().data.find((row: { name: string }) => row.name === 'Semaine du vélo')).toMatchObject({
      shared: true,
      editable: false,
    });
    const readOnly = await send(suite.tokens.external, 'POST', '/api/notifications', input('Co-admin'));
    expect([201, 403]).toContain(readOnly.statusCode);
  });

  it("writes its own templates: names unique per owner whatever their case, the city's read-only, another's unknown", async () => {
    const template = { name: 'Rappel du lundi', title: 'Lundi', content: 'Venez à vélo ce lundi.' };
    const created = await send(suite.tokens.organisation, 'POST', '/api/notification-templates', template);
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({ ...template, shared: false, editable: true });
    const twice = await send(suite.tokens.organisation, 'POST', '/api/notification-templates', {
      ...template,
      name: 'RAPPEL DU LUNDI',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('notification_template_name_taken');
    // Another organisation of the city may use the same name; the city too.
    const elsewhere = await send(otherOrganisation.token, 'POST', '/api/notification-templates', template);
    expect(elsewhere.statusCode).toBe(201);
    const city = await send(suite.tokens.city, 'POST', '/api/notification-templates', template);
    expect(city.statusCode).toBe(201);
    const list = await send(suite.tokens.organisation, 'GET', '/api/notification-templates?sort=name&order=desc');
    const rows = list.json().data as { id: string; name: string; editable: boolean }[];
    expect(rows.map((row) => row.name)).toEqual([
      'Semaine du vélo',
      'Rappel du lundi',
      'Rappel du lundi',
      `Modèle Notif${kind}`,
    ]);
    expect(rows.find((row) => row.id === item.id)?.editable).toBe(true);
    expect(rows.find((row) => row.name === 'Semaine du vélo')?.editable).toBe(false);
    expect(rows.filter((row) => row.name === 'Rappel du lundi').map((row) => row.editable)).toHaveLength(2);
    expect(list.json().total).toBe(4);
    // The other organisation's template and the city's are out of reach for writing.
    const otherId = elsewhere.json().data.id;
    const cityId = city.json().data.id;
    for (const id of [otherId, cityId]) {
      expect(
        (await send(suite.tokens.organisation, 'PUT', `/api/notification-templates/${id}`, template)).statusCode,
      ).toBe(404);
      expect((await send(suite.tokens.organisation, 'DELETE', `/api/notification-templates/${id}`)).statusCode).toBe(
        404,
      );
    }
    const otherList = await send(otherOrganisation.token, 'GET', '/api/notification-templates');
    expect(otherList.json().data.map((row: { id: string }) => row.id)).not.toContain(item.id);
    const changed = await send(suite.tokens.organisation, 'PUT', `/api/notification-templates/${item.id}`, {
      ...template,
      title: 'Lundi matin',
    });
    expect(changed.json().data.title).toBe('Lundi matin');
    const second = await send(suite.tokens.organisation, 'POST', '/api/notification-templates', {
      ...template,
      name: 'Autre',
    });
    const renamed = await send(
      suite.tokens.organisation,
      'PUT',
      `/api/notification-templates/${second.json().data.id}`,
      {
        ...template,
        name: ' rappel DU lundi ',
      },
    );
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.code).toBe('notification_template_name_taken');
    for (const id of [item.id, second.json().data.id]) {
      expect((await send(suite.tokens.organisation, 'DELETE', `/api/notification-templates/${id}`)).statusCode).toBe(
        204,
      );
    }
    expect((await send(suite.tokens.organisation, 'DELETE', `/api/notification-templates/${item.id}`)).statusCode).toBe(
      404,
    );
    expect((await send(suite.tokens.city, 'DELETE', `/api/notification-templates/${cityId}`)).statusCode).toBe(204);
  });

  it("sends now to the organisation's participants only; their inbox has it; reading it counts one opening", async () => {
    const sent = await send(
      suite.tokens.organisation,
      'POST',
      '/api/notifications',
      input('Maintenant', { send: 'now' }),
    );
    const id = sent.json().data.id;
    expect(sent.json().data.state).toBe('scheduled');
    await runNotificationDelivery(suite.database.db, { provider: null });
    const after = (await send(suite.tokens.organisation, 'GET', `/api/notifications/${id}`)).json().data;
    expect(after.state).toBe('sent');
    expect(after.figures).toEqual({ targeted: 1, delivered: 1, failed: 0, opened: 0 });
    const inbox = await send(suite.tokens.participant, 'GET', '/api/app/v2/me/notifications');
    const item = inbox.json().data.find((row: { notificationId: string }) => row.notificationId === id);
    expect(item).toMatchObject({ title: 'Au travail à vélo', openedAt: null });
    const unread = inbox.json().unread;
    const other = await send(otherOrganisation.participantToken, 'GET', '/api/app/v2/me/notifications');
    expect(other.json().data.map((row: { notificationId: string }) => row.notificationId)).not.toContain(id);
    const stolen = await send(
      otherOrganisation.participantToken,
      'POST',
      `/api/app/v2/me/notifications/${item.id}/read`,
    );
    expect(stolen.statusCode).toBe(404);
    for (let time = 0; time < 2; time++) {
      const read = await send(suite.tokens.participant, 'POST', `/api/app/v2/me/notifications/${item.id}/read`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.openedAt).not.toBeNull();
    }
    expect((await send(suite.tokens.participant, 'GET', '/api/app/v2/me/notifications')).json().unread).toBe(
      unread - 1,
    );
    const figures = (await send(suite.tokens.organisation, 'GET', `/api/notifications/${id}`)).json().data.figures;
    expect(figures.opened).toBe(1);
    const edit = await send(suite.tokens.organisation, 'PUT', `/api/notifications/${id}`, input('Maintenant'));
    expect(edit.json().error.code).toBe('notification_not_editable');
  });

  it("registers a participant's devices, moves a known token, and forgets one", async () => {
    const token = `ExponentPushToken[device-${kind}]`;
    const first = await send(suite.tokens.participant, 'POST', '/api/app/v2/me/devices', { token, platform: 'ios' });
    expect(first.statusCode).toBe(201);
    const moved = await send(otherOrganisation.participantToken, 'POST', '/api/app/v2/me/devices', {
      token,
      platform: 'android',
    });
    expect(moved.json().data.id).toBe(first.json().data.id);
    const mine = await send(suite.tokens.participant, 'GET', '/api/app/v2/me/devices');
    expect(mine.json().data.map((row: { id: string }) => row.id)).not.toContain(first.json().data.id);
    expect(
      (await send(suite.tokens.participant, 'DELETE', `/api/app/v2/me/devices/${first.json().data.id}`)).statusCode,
    ).toBe(404);
    const forgotten = await send(
      otherOrganisation.participantToken,
      'DELETE',
      `/api/app/v2/me/devices/${first.json().data.id}`,
    );
    expect(forgotten.statusCode).toBe(204);
    const bad = await send(suite.tokens.participant, 'POST', '/api/app/v2/me/devices', { token: '', platform: 'ios' });
    expect(bad.statusCode).toBe(400);
  });
});
