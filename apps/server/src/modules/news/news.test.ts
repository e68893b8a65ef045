import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createOtherOrganisation } from '../../test/test-world.ts';
import { sanitizeRichHtml } from '../../lib/rich-html.ts';

const DAY = 86_400_000;

describe('the HTML a news text keeps', () => {
  it('removes scripts, event handlers, styles and javascript: or data: links, keeps the editor’s tags', () => {
    const dirty =
      '<p onclick="steal()">Bonjour <strong>à tous</strong><script>alert(1)</script></p>' +
      '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">piège</a>' +
      '<a href="data:text/html,<script>alert(1)</script>">données</a>' +
      '<a href="https://mobiverte.example/velo" style="color:red">lien</a><iframe src="https://evil.test"></iframe>' +
      '<ul><li>un</li></ul><h2 class="x">Titre</h2><style>p{}</style>';
    const clean = sanitizeRichHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|data:|style|iframe|<img|class=/i);
    expect(clean).toContain('<p>Bonjour <strong>à tous</strong></p>');
    expect(clean).toContain(
      '<a href="https://mobiverte.example/velo" target="_blank" rel="noopener noreferrer nofollow">lien</a>',
    );
    expect(clean).toContain('<ul><li>un</li></ul><h2>Titre</h2>');
    expect(clean).toContain('<a target="_blank" rel="noopener noreferrer nofollow">piège</a>');
  });
});

describe.each(TEST_DATABASES)('news on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'News', ['city', 'organisation', 'participant']);
  let otherOrganisationId: string;

  beforeAll(async () => {
    const other = await createOtherOrganisation(suite.database.db, suite.world.city.id, `news.${kind}`);
    otherOrganisationId = other.id;
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    category: 'event',
    author: 'Équipe Mobiverte',
    versions: { fr: { title: 'Semaine du vélo', body: '<p>Venez rouler avec nous.</p>' } },
    publishAt: null,
    audience: 'city',
    ...overrides,
  });
  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, token = suite.tokens.city) =>
    suite.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const participantNews = async (query = '') => {
    const response = await send('GET', `/api/app/v2/news${query}`, undefined, suite.tokens.participant);
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: string; title: string; language: string; body: string }[];
  };

  it('writes a draft, schedules it, publishes it, edits and deletes it; the list counts each state', async () => {
    const created = await send(
      'POST',
      '/api/news',
      body({ versions: { fr: { title: 'Brouillon', body: '<p>Texte <script>x()</script></p>' } } }),
    );
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({ id: expect.any(String), state: 'draft', publishAt: null, audience: 'city' });
    expect(item.versions.fr.body).toBe('<p>Texte </p>');

    const scheduled = await send(
      'PUT',
      `/api/news/${item.id}`,
      body({ publishAt: new Date(Date.now() + 3 * DAY).toISOString() }),
    );
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().data).toMatchObject({ state: 'scheduled' });
    const drafts = await send('GET', '/api/news?state=scheduled');
    expect(drafts.json().data.map((row: { id: string }) => row.id)).toContain(item.id);
    expect(drafts.json().counts.scheduled).toBeGreaterThanOrEqual(1);
    expect(drafts.json().timeZone).toBe('America/New_York');

    const published = await send('PUT', `/api/news/${item.id}`, body({ publishAt: new Date().toISOString() }));
    expect(published.json().data.state).toBe('published');
    expect((await participantNews()).map((row) => row.id)).toContain(item.id);
    expect((await send('DELETE', `/api/news/${item.id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/news/${item.id}`)).statusCode).toBe(404);
    expect((await participantNews()).map((row) => row.id)).not.toContain(item.id);
  });

  it('refuses a news item without its French title or text, a half translation, an unknown organisation', async () => {
    const noTitle = await send('POST', '/api/news', body({ versions: { fr: { title: '', body: '<p>Texte</p>' } } }));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'versions.fr.title' })]),
    );
    const emptyText = await send('POST', '/api/news', body({ versions: { fr: { title: 'Titre', body: '<p> </p>' } } }));
    expect(emptyText.statusCode).toBe(400);
    // The script goes, the text stays.
    const onlyScript = await send(
      'POST',
      '/api/news',
      body({
        versions: { fr: { title: 'Titre', body: '<p>x</p>'.replace('<p>x</p>', '<script>alert(1)</script>x') } },
      }),
    );
    expect(onlyScript.statusCode).toBe(201);
    expect(onlyScript.json().data.versions.fr.body).toBe('x');
    const halfEnglish = await send(
      'POST',
      '/api/news',
      body({ versions: { fr: { title: 'Titre', body: '<p>Texte</p>' }, en: { title: 'Title', body: '' } } }),
    );
    expect(halfEnglish.statusCode).toBe(400);
    expect(halfEnglish.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'versions.en.body' })]),
    );
    const noOrganisation = await send('POST', '/api/news', body({ audience: 'organisations', organisationIds: [] }));
    expect(noOrganisation.statusCode).toBe(400);
    const unknown = await send(
      'POST',
      '/api/news',
      body({ audience: 'organisations', organisationIds: ['00000000-0000-4000-8000-000000000000'] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toEqual([expect.objectContaining({ path: 'organisationIds' })]);
    const badLink = await send('POST', '/api/news', body({ link: 'javascript:alert(1)' }));
    expect(badLink.statusCode).toBe(400);
  });

  it('gives the participant the published news meant for them, in their language or in French', async () => {
    const past = new Date(Date.now() - DAY).toISOString();
    const bilingual = await send(
      'POST',
      '/api/news',
      body({
        publishAt: past,
        versions: {
          fr: { title: 'Défi d’automne', body: '<p>En français</p>' },
          en: { title: 'Autumn challenge', body: '<p>In English</p>' },
        },
      }),
    );
    const french = await send(
      'POST',
      '/api/news',
      body({ publishAt: past, versions: { fr: { title: 'Seulement en français', body: '<p>FR</p>' } } }),
    );
    const mine = await send(
      'POST',
      '/api/news',
      body({ publishAt: past, audience: 'organisations', organisationIds: [suite.world.organisation.id] }),
    );
    const theirs = await send(
      'POST',
      '/api/news',
      body({ publishAt: past, audience: 'organisations', organisationIds: [otherOrganisationId] }),
    );
    const later = await send('POST', '/api/news', body({ publishAt: new Date(Date.now() + DAY).toISOString() }));
    for (const response of [bilingual, french, mine, theirs, later]) expect(response.statusCode).toBe(201);
    expect(mine.json().data.organisations).toEqual([
      { id: suite.world.organisation.id, name: suite.world.organisation.name },
    ]);

    const english = await participantNews('?language=en');
    const byId = new Map(english.map((row) => [row.id, row]));
    expect(byId.get(bilingual.json().data.id)).toMatchObject({ language: 'en', title: 'Autumn challenge' });
    expect(byId.get(french.json().data.id)).toMatchObject({ language: 'fr', title: 'Seulement en français' });
    expect(byId.has(mine.json().data.id)).toBe(true);
    expect(byId.has(theirs.json().data.id)).toBe(false);
    expect(byId.has(later.json().data.id)).toBe(false);
    const firstPage = await send('GET', '/api/app/v2/news?pageSize=1', undefined, suite.tokens.participant);
    expect(firstPage.json()).toMatchObject({ data: [expect.any(Object)], nextPage: 2 });
    const lastPage = await send('GET', '/api/app/v2/news?pageSize=50', undefined, suite.tokens.participant);
    expect(lastPage.json().nextPage).toBeNull();
    const fromHeader = await suite.app.inject({
      method: 'GET',
      url: '/api/app/v2/news',
      headers: { ...bearer(suite.tokens.participant), 'accept-language': 'en-CA,en;q=0.9' },
    });
    expect(fromHeader.json().data.find((row: { id: string }) => row.id === bilingual.json().data.id).title).toBe(
      'Autumn challenge',
    );
  });

  it('is the city’s: an organisation’s admin may neither read nor write it', async () => {
    expect((await send('GET', '/api/news', undefined, suite.tokens.organisation)).statusCode).toBe(403);
    expect((await send('POST', '/api/news', body(), suite.tokens.organisation)).statusCode).toBe(403);
  });
});
