import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, eastboundGeometry, openAs } from './fixtures.ts';
import { findLink, waitForMail } from './mailbox.ts';

/**
 * The spec changes a city's points coefficient while the other specs run: it does so in Sherbrooke, a demo city no
 * other spec signs in to or posts trips in (they all use Laval), with Sherbrooke's own admin, and restores it.
 */
const SHERBROOKE = {
  admin: 'ville.sherbrooke@demo.mobiverte.org',
  /** The coordinator of Sherbrooke's organisation, whose invite code the participant joins with. */
  organisation: DEMO.carpool,
  /** A point of Sherbrooke (its trips must stay within the city's radius). */
  start: [45.4, -71.9] as const,
};

/** A participant of its own in Sherbrooke (never the demo participant), signed in as the app is. */
async function newParticipantToken(request: APIRequestContext, baseURL: string) {
  const coordinator = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email: SHERBROOKE.organisation, password: DEMO_PASSWORD },
  });
  expect(coordinator.ok()).toBe(true);
  const bearer = { authorization: `Bearer ${coordinator.headers()['set-auth-token']}`, origin: baseURL };
  const { data: me } = await (await request.get('/api/me', { headers: bearer })).json();
  const { data: organisation } = await (
    await request.get(`/api/organisations/${me.organisationId}`, { headers: bearer })
  ).json();
  const email = `reglages.${Date.now()}@exemple.test`;
  const password = 'Un-mot-de-passe-2026';
  const registered = await request.post('/api/register/participant', {
    headers: { origin: baseURL },
    data: {
      inviteCode: organisation.inviteCode,
      firstName: 'Camille',
      lastName: 'Réglages',
      email,
      password,
      acceptTerms: true,
      acceptPrivacy: true,
      locale: 'fr',
    },
  });
  expect(registered.status()).toBe(201);
  await request.get(findLink(await waitForMail(email), '/api/auth/verify-email'));
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email, password },
  });
  expect(signIn.ok()).toBe(true);
  return signIn.headers()['set-auth-token']!;
}

test('the city admin changes the standard coefficient, confirms, and the next trip earns the new points', async ({
  page,
  request,
  baseURL,
}) => {
  const app = { authorization: `Bearer ${await newParticipantToken(request, baseURL!)}`, origin: baseURL! };
  await openAs(page, SHERBROOKE.admin, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Limites de la ville' })).toBeVisible();
  const card = page.getByRole('form', { name: 'Coefficient de points standard' });
  const input = card.getByRole('textbox', { name: 'Points verts par kg de GES évité' });
  await expect(input).not.toHaveValue('');
  const original = (await input.inputValue()).replace(',', '.');
  const { data: me } = await (await page.request.get('/api/me')).json();
  const restore = () =>
    page.request.patch(`/api/cities/${me.cityId}/settings/city-limits`, {
      data: { pointsCoefficient: Number(original) },
    });

  try {
    const next = Number(original) === 30 ? 31 : 30;
    await input.fill('0');
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(card.getByText(/Saisissez un nombre supérieur à 0/)).toBeVisible();

    await input.fill(String(next));
    await expect(card.getByRole('alert').or(card.locator('.mantine-Alert-root'))).toContainText(
      /Un trajet de 10 km .* rapportera \d+ points verts au lieu de \d+/,
    );
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changer le coefficient de points ?' });
    await expect(dialog).toContainText("s'applique aux trajets enregistrés après l'enregistrement");
    await dialog.getByRole('button', { name: 'Enregistrer le coefficient' }).click();
    await expect(page.getByText('Paramètres enregistrés.')).toBeVisible();
    await expect(card.getByText(`${next} points verts par kg`)).toBeVisible();

    const programme = await (await request.get('/api/app/v2/programme', { headers: app })).json();
    expect(programme.data.pointsCoefficient).toBe(next);
    // 10 km by bike, 40 minutes, a couple of hours ago: 2.1 kg avoided × the new coefficient.
    const end = Date.now() - 2 * 3_600_000;
    const trip = await request.post('/api/app/v2/sessions', {
      headers: app,
      data: {
        id: `e2e-settings-${end}`,
        activityType: 'bike',
        startTime: new Date(end - 40 * 60_000).toISOString(),
        endTime: new Date(end).toISOString(),
        distance: 10_000,
        geometry: eastboundGeometry(10_000, 20, SHERBROOKE.start),
        source: 'app',
      },
    });
    expect(trip.status()).toBe(200);
    const [result] = (await trip.json()).data;
    expect(result).toMatchObject({ status: 'counted', greenpoints: Math.round(2.1 * next) });

    await page.getByRole('tab', { name: 'Historique' }).click();
    const row = page.getByRole('row', { name: /Coefficient de points standard/ }).first();
    await expect(row).toContainText(`${next} points verts par kg`);
    await expect(row).toContainText(SHERBROOKE.admin);
  } finally {
    expect((await restore()).ok()).toBe(true);
  }
});
