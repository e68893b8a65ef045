import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { images, organisations } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createCredentials, createTenancy, type Tenancy } from '../../test/test-world.ts';
import { multipartImage } from '../products/products.cross-tenant.ts';

const DAY = 86_400_000;
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(TEST_DATABASES)('challenge images on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let own: Tenancy;
  let other: Tenancy;
  let neighbourId: string;
  const tokens: Record<string, string> = {};
  const uploads: Record<string, string> = {};

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
  const startAt = iso(-1);
  const endAt = iso(20);
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Défi illustré',
    description: 'Un défi avec son image.',
    startAt,
    endAt,
    status: 'active',
    individualGoal: { type: 'distance', value: 10, activityTypes: ['bike'], reward: 0 },
    ...overrides,
  });
  const upload = (token: string) => {
    const { payload, headers } = multipartImage(ONE_PIXEL_PNG);
    return app.inject({ method: 'POST', url: '/api/images', payload, headers: { ...bearer(token), ...headers } });
  };
  const fieldsOf = (response: { json: () => { error: { details: { path: string }[] } } }) =>
    response.json().error.details.map((detail) => detail.path);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    own = await createTenancy(database.db, 'Images');
    other = await createTenancy(database.db, 'Lointaine');
    const neighbourUser = await createCredentials(database.db, 'voisine.images@test.mobiverte.org', 'Voisine');
    const [neighbour] = await database.db
      .insert(organisations)
      .values({
        authUserId: neighbourUser,
        cityId: own.city.id,
        name: 'Organisation Voisine Images',
        email: 'voisine.images@test.mobiverte.org',
        inviteCode: 'INVVOISIMG',
        employeesCount: 5,
      })
      .returning();
    neighbourId = neighbour!.id;
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    tokens.organisation = await signIn(app, own.emails.organisation);
    tokens.city = await signIn(app, own.emails.city);
    tokens.tenant = await signIn(app, own.emails.tenant);
    tokens.participant = await signIn(app, own.emails.participant);
    tokens.neighbour = await signIn(app, 'voisine.images@test.mobiverte.org');
    tokens.otherOrganisation = await signIn(app, other.emails.organisation);
    tokens.otherCity = await signIn(app, other.emails.city);
    for (const who of ['organisation', 'city', 'tenant', 'neighbour', 'otherOrganisation', 'otherCity']) {
      const response = await upload(tokens[who]!);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(201);
      uploads[who] = response.json().data.id;
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('keeps an upload under its uploader: the organisation, the merchant or the city admins', async () => {
    const ownerOf = async (id: string) => {
      const [row] = await database.db
        .select({ cityId: images.cityId, organisationId: images.organisationId, tenantId: images.tenantId })
        .from(images)
        .where(eq(images.id, id));
      return row;
    };
    expect(await ownerOf(uploads.organisation!)).toEqual({
      cityId: own.city.id,
      organisationId: own.organisation.id,
      tenantId: null,
    });
    expect(await ownerOf(uploads.neighbour!)).toMatchObject({ cityId: own.city.id, organisationId: neighbourId });
    expect(await ownerOf(uploads.city!)).toEqual({ cityId: own.city.id, organisationId: null, tenantId: null });
    expect(await ownerOf(uploads.tenant!)).toEqual({
      cityId: own.city.id,
      organisationId: null,
      tenantId: own.tenant.id,
    });
  });

  it('shows an own upload on the challenge, in the dashboard and in the participants’ app', async () => {
    const created = await call(
      tokens.organisation!,
      'POST',
      '/api/challenges',
      body({ imageId: uploads.organisation }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const image = {
      imageId: uploads.organisation,
      imageUrl: `/api/images/${uploads.organisation}`,
      thumbnailUrl: `/api/images/${uploads.organisation}/200x200`,
    };
    expect(created.json().data).toMatchObject(image);
    expect((await call(tokens.organisation!, 'GET', `/api/challenges/${id}`)).json().data).toMatchObject(image);
    const list = await call(tokens.organisation!, 'GET', '/api/challenges?state=all&pageSize=100');
    expect(list.json().data.find((row: { id: string }) => row.id === id)).toMatchObject(image);
    const mine = await call(tokens.participant!, 'GET', '/api/app/v2/challenges');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.find((row: { id: string }) => row.id === id)).toMatchObject({
      imageUrl: image.imageUrl,
      thumbnailUrl: image.thumbnailUrl,
    });
    expect((await call(tokens.participant!, 'GET', `/api/app/v2/challenges/${id}`)).json().data).toMatchObject({
      imageUrl: image.imageUrl,
    });
    const image200 = await app.inject({ method: 'GET', url: image.thumbnailUrl });
    expect(image200.statusCode).toBe(200);
    expect(image200.headers['content-type']).toBe('image/png');

    // Removed: no image; an image hosted elsewhere still works when none is uploaded.
    const removed = await call(tokens.organisation!, 'PUT', `/api/challenges/${id}`, body({ imageId: null }));
    expect(removed.json().data).toMatchObject({ imageId: null, imageUrl: null, thumbnailUrl: null });
    const hosted = await call(
      tokens.organisation!,
      'PUT',
      `/api/challenges/${id}`,
      body({ imageUrl: 'https://example.org/velo.png' }),
    );
    expect(hosted.json().data).toMatchObject({ imageId: null, imageUrl: 'https://example.org/velo.png' });
  });

  it('refuses an image of another organisation, of the city admins or of another city (400 on imageId)', async () => {
    for (const who of ['neighbour', 'otherOrganisation', 'otherCity', 'city', 'tenant']) {
      const response = await call(tokens.organisation!, 'POST', '/api/challenges', body({ imageId: uploads[who] }));
      expect(response.statusCode, who).toBe(400);
      expect(fieldsOf(response)).toEqual(['imageId']);
    }
    const unknown = await call(
      tokens.organisation!,
      'POST',
      '/api/challenges',
      body({ imageId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(400);
    // A city admin's challenge takes the city admins' images only.
    const cityWide = await call(tokens.city!, 'POST', '/api/challenges', body({ imageId: uploads.organisation }));
    expect(fieldsOf(cityWide)).toEqual(['imageId']);
    expect((await call(tokens.city!, 'POST', '/api/challenges', body({ imageId: uploads.city }))).statusCode).toBe(201);
  });

  it('never lets an organisation read or replace the image of another organisation’s challenge', async () => {
    const created = await call(
      tokens.organisation!,
      'POST',
      '/api/challenges',
      body({ imageId: uploads.organisation }),
    );
    const { id } = created.json().data;
    // Another organisation of the city, or of another city, neither reads it nor changes its image.
    for (const who of ['neighbour', 'otherOrganisation']) {
      expect((await call(tokens[who]!, 'GET', `/api/challenges/${id}`)).statusCode, who).toBe(404);
      const replaced = await call(tokens[who]!, 'PUT', `/api/challenges/${id}`, body({ imageId: uploads[who] }));
      expect(replaced.statusCode, who).toBe(404);
    }
    // The owner cannot swap in someone else's image either; its own stays.
    const swapped = await call(
      tokens.organisation!,
      'PUT',
      `/api/challenges/${id}`,
      body({ imageId: uploads.neighbour }),
    );
    expect(fieldsOf(swapped)).toEqual(['imageId']);
    expect((await call(tokens.organisation!, 'GET', `/api/challenges/${id}`)).json().data.imageId).toBe(
      uploads.organisation,
    );
    const kept = await call(
      tokens.organisation!,
      'PUT',
      `/api/challenges/${id}`,
      body({ imageId: uploads.organisation }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('lets a badge use the city admins’ images only', async () => {
    const badge = (imageId: string | undefined, level: number) => ({
      nameFr: `Illustré ${level}`,
      nameEn: `Pictured ${level}`,
      type: 'sessions',
      quantity: level * 5,
      level,
      points: 0,
      imageId,
    });
    for (const who of ['organisation', 'tenant', 'otherCity']) {
      const response = await call(tokens.city!, 'POST', '/api/badges', badge(uploads[who], 1));
      expect(response.statusCode, who).toBe(400);
      expect(fieldsOf(response)).toEqual(['imageId']);
    }
    const created = await call(tokens.city!, 'POST', '/api/badges', badge(uploads.city, 1));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.imageUrl).toBe(`/api/images/${uploads.city}`);
  });

  it('gives a template the city admins’ image, which an organisation’s challenge made from it may keep', async () => {
    const template = {
      name: 'Modèle illustré',
      description: 'Un modèle avec son image.',
      durationDays: 14,
      individualGoal: { type: 'distance', value: 10, activityTypes: ['bike'], reward: 0 },
    };
    const refused = await call(tokens.city!, 'POST', '/api/challenge-templates', {
      ...template,
      imageId: uploads.organisation,
    });
    expect(fieldsOf(refused)).toEqual(['imageId']);
    const created = await call(tokens.city!, 'POST', '/api/challenge-templates', {
      ...template,
      imageId: uploads.city,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ imageId: uploads.city, imageUrl: `/api/images/${uploads.city}` });
    const templateId = created.json().data.id;
    const fromTemplate = await call(
      tokens.organisation!,
      'POST',
      '/api/challenges',
      body({ templateId, imageId: uploads.city }),
    );
    expect(fromTemplate.statusCode, fromTemplate.body).toBe(201);
    expect(fromTemplate.json().data.imageUrl).toBe(`/api/images/${uploads.city}`);
    const { id } = fromTemplate.json().data;
    expect(
      (await call(tokens.organisation!, 'PUT', `/api/challenges/${id}`, body({ imageId: uploads.city }))).statusCode,
    ).toBe(200);
    // Without the template, the city admins' image is not the organisation's to use.
    const without = await call(tokens.organisation!, 'POST', '/api/challenges', body({ imageId: uploads.city }));
    expect(fieldsOf(without)).toEqual(['imageId']);
  });
});
