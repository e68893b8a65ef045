import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, eastboundGeometry, openAs } from './fixtures.ts';

/** The participant's bearer token, as the mobile app holds it. */
async function participantToken(request: APIRequestContext, baseURL: string) {
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email: DEMO.participant, password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  return signIn.headers()['set-auth-token']!;
}

test.describe('the review queue of flagged trips, in French', () => {
  test("a participant's implausible trip waits in the city's queue with its reason, and the city admin accepts it", async ({
    page,
    request,
    baseURL,
  }) => {
    const headers = { authorization: `Bearer ${await participantToken(request, baseURL!)}`, origin: baseURL! };
    // 30 km by bike in 20 minutes (90 km/h), along a matching path in Laval, a couple of hours ago.
    let clientId = '';
    for (let attempt = 0; attempt < 10 && !clientId; attempt++) {
      const end = Date.now() - (120 + attempt * 25) * 60_000;
      const id = `e2e-review-${end}`;
      const response = await request.post('/api/app/v2/sessions', {
        headers,
        data: {
          id,
          activityType: 'bike',
          startTime: new Date(end - 20 * 60_000).toISOString(),
          endTime: new Date(end).toISOString(),
          distance: 30_000,
          geometry: eastboundGeometry(30_000),
          source: 'app',
        },
      });
      expect(response.status()).toBe(200);
      const [result] = (await response.json()).data;
      if (result.reason === 'overlapping_trip') continue;
      expect(result).toMatchObject({ status: 'pending_review', reason: 'implausible_speed', greenpoints: 0 });
      clientId = id;
    }
    expect(clientId).not.toBe('');

    await openAs(page, DEMO.city, '/trip-reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Trajets à vérifier' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Trajets à vérifier' })).toBeVisible();
    const row = page.getByRole('row', { name: /Vitesse invraisemblable pour ce mode/ });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Vélo');
    await row.getByRole('button', { name: /Accepter le trajet de/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Vitesse invraisemblable pour ce mode');
    await dialog.getByRole('button', { name: 'Accepter et créditer' }).click();
    await expect(page.getByText(/Trajet accepté/)).toBeVisible();
    await expect(page.getByText('Aucun trajet à vérifier')).toBeVisible();

    // The participant's app now shows the trip counted, with its greenpoints.
    const trips = await request.get('/api/app/v2/me/trips?pageSize=100', { headers });
    const trip = (await trips.json()).data.find((row: { clientId: string }) => row.clientId === clientId);
    expect(trip).toMatchObject({ status: 'counted', reason: null });
    expect(trip.greenpoints).toBeGreaterThan(0);
  });
});
