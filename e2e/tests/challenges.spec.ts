import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, eastboundGeometry, openAs, TINY_PNG } from './fixtures.ts';

/** The coordinator of another organisation of Laval (the demo world's accounts share one password). */
const OTHER_ORGANISATION = { email: 'coordination@aerotech.demo.mobiverte.org', name: 'Aérotech Composites' };
const CITY_TIME_ZONE = 'America/New_York';
const SHOTS = '/tmp/shots/challenges';

/** A `datetime-local` value: the wall-clock time of the city `minutes` from now. */
function cityTime(minutes: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: CITY_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function participantHeaders(request: APIRequestContext, baseURL: string) {
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email: DEMO.participant, password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  return { authorization: `Bearer ${signIn.headers()['set-auth-token']}`, origin: baseURL };
}

/** Fills every field of the challenge form but the name. */
async function fillChallenge(page: Page, { description, km }: { description: string; km: string }) {
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Début').fill(cityTime(-120));
  await page.getByLabel('Fin').fill(cityTime(7 * 24 * 60));
  await page.getByLabel('Valeur à atteindre').fill(km);
}

async function pageAs(browser: Browser, email: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAs(page, email, path);
  return page;
}

test.describe('les défis, en français', () => {
  test("un coordonnateur crée un défi, un participant le rejoint et y progresse, puis le coordonnateur l'exclut", async ({
    page,
    request,
    baseURL,
  }) => {
    const name = `Défi vélo e2e ${Date.now()}`;
    await openAs(page, DEMO.organisation, '/challenges');
    await expect(page.getByRole('heading', { level: 1, name: 'Défis' })).toBeVisible();
    await page.getByRole('link', { name: 'Créer un défi' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un défi' })).toBeVisible();

    // The name is left empty: its red asterisk says it is required, and the form refuses it under the field.
    const nameLabel = page.locator('label', { hasText: 'Nom du défi' });
    await expect(nameLabel.locator('.mantine-InputWrapper-required')).toHaveText('*');
    await fillChallenge(page, { description: 'Roulez au moins 5 km à vélo cette semaine.', km: '5' });
    await page.getByRole('button', { name: 'Publier le défi' }).click();
    const nameInput = page.getByRole('textbox', { name: 'Nom du défi' });
    await expect(nameInput).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
    await expect(nameInput).toBeFocused();

    await nameInput.fill(name);
    // The image: a file that is not an image is refused before sending, a small PNG is uploaded and previewed.
    const imageInput = page.getByRole('group', { name: 'Image (facultative)' }).locator('input[type="file"]');
    await imageInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
    await expect(page.getByRole('alert').filter({ hasText: "Ce fichier n'est pas une image" })).toBeVisible();
    await imageInput.setInputFiles({ name: 'velo.png', mimeType: 'image/png', buffer: TINY_PNG });
    const preview = page.getByRole('img', { name: "Aperçu de l'image du défi" });
    await expect(preview).toHaveAttribute('src', /^\/api\/images\/[0-9a-f-]{36}$/);
    const imageUrl = await preview.getAttribute('src');
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/challenge-form-image-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/challenge-form-image-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Publier le défi' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Défi publié.')).toBeVisible();
    const challengeId = new URL(page.url()).pathname.split('/').pop()!;
    // The challenge's page shows the uploaded picture.
    const picture = page.locator(`img[src="${imageUrl}"]`);
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);
    await page.screenshot({ path: `${SHOTS}/challenge-page-image-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/challenge-page-image-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The participant joins through the app's API and records a bike trip inside the challenge's dates.
    const headers = await participantHeaders(request, baseURL!);
    const joined = await request.post(`/api/app/v2/challenges/${challengeId}/join`, { headers });
    expect(joined.ok(), await joined.text()).toBe(true);
    let counted = false;
    for (let attempt = 0; attempt < 8 && !counted; attempt++) {
      const end = Date.now() - (20 + attempt * 7) * 60_000;
      const response = await request.post('/api/app/v2/sessions', {
        headers,
        data: {
          id: `e2e-challenge-${end}`,
          activityType: 'bike',
          startTime: new Date(end - 6 * 60_000).toISOString(),
          endTime: new Date(end).toISOString(),
          distance: 1500,
          geometry: eastboundGeometry(1500),
          source: 'app',
        },
      });
      expect(response.status()).toBe(200);
      counted = (await response.json()).data[0].status === 'counted';
    }
    expect(counted).toBe(true);

    await page.reload();
    const leaderboard = page.getByRole('table', { name: 'Classement' });
    const participantRow = leaderboard.locator('tbody tr');
    await expect(participantRow).toHaveCount(1);
    // The leaderboard shows the participant's distance in the challenge as the app's API counts it: the 1.5 km
    // ride, and any trip another test recorded for the same demo participant inside the challenge's dates.
    const progress = await request.get(`/api/app/v2/challenges/${challengeId}`, { headers });
    expect((await progress.json()).data.imageUrl).toBe(imageUrl);
    const distanceKm = (await progress.json()).data.progress.totals.distanceKm as number;
    expect(distanceKm).toBeGreaterThanOrEqual(1.5);
    const distance = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 }).format(distanceKm);
    await expect(participantRow).toContainText(`${distance} km`);
    const username = (await participantRow.locator('td').nth(1).innerText()).split('\n')[0]!.trim();

    await participantRow.getByRole('button', { name: `Exclure ${username} du défi` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('ne recevra pas les récompenses');
    await dialog.getByRole('button', { name: 'Exclure du défi' }).click();
    await expect(page.getByText(`${username} a été exclu du défi.`)).toBeVisible();
    await expect(page.getByText("Personne n'a encore rejoint ce défi")).toBeVisible();
  });

  test("une organisation en défie une autre, qui accepte : l'expéditeur voit « Accepté »", async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Défi inter-organisations e2e ${Date.now()}`;
    const other = await pageAs(browser, OTHER_ORGANISATION.email, '/challenges');
    const otherMe = await other.request.get('/api/me');
    const otherOrganisationId: string = (await otherMe.json()).data.organisationId;

    await openAs(page, DEMO.organisation, '/challenges');
    await page.getByRole('banner').getByRole('link', { name: 'Envoyer un défi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Défier une autre organisation' })).toBeVisible();
    const organisationsLabel = page.locator('label', { hasText: 'Organisations défiées' });
    await expect(organisationsLabel.locator('.mantine-InputWrapper-required')).toHaveText('*');

    // The server has no list of the city's organisations for the picker yet: the challenge is sent through the API.
    const sent = await page.request.post('/api/challenges', {
      headers: { origin: baseURL! },
      data: {
        name,
        description: 'Qui fera le plus de kilomètres durables par employé ?',
        startAt: new Date(Date.now() - 60 * 60_000).toISOString(),
        endAt: new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString(),
        status: 'active',
        individualGoal: { type: 'distance', value: 20, activityTypes: ['bike', 'walk'], reward: 100 },
        sentTo: [otherOrganisationId],
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const challengeId: string = (await sent.json()).data.id;
    await page.goto(`/challenges/info/${challengeId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const recipient = page.getByRole('listitem').filter({ hasText: OTHER_ORGANISATION.name });
    await expect(recipient).toContainText('En attente de réponse');

    await other.reload();
    await expect(other.getByText(/défi reçu attend votre réponse|défis reçus attendent votre réponse/)).toBeVisible();
    await other.getByRole('button', { name: `Accepter le défi ${name}` }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Accepter le défi' }).click();
    await expect(other.getByText(new RegExp(`«\\s${name}\\s» accepté`))).toBeVisible();
    await other.context().close();

    await page.reload();
    await expect(recipient).toContainText('Accepté');
  });
});
