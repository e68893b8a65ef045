import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, eastboundGeometry, signInAs } from './fixtures.ts';

/**
 * The participant API, as the mobile app uses it: sign in for a bearer token, then post a 2.5-minute trip
 * that ended a few minutes ago. Trips of one participant may not overlap: another slot is tried when a
 * parallel test took this one.
 */
async function postTrip(request: APIRequestContext, baseURL: string) {
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email: DEMO.participant, password: DEMO_PASSWORD },
  });
  const token = signIn.headers()['set-auth-token'];
  for (let attempt = 0; attempt < 10; attempt++) {
    const end = Date.now() - (1 + Math.floor(Math.random() * 15)) * 3 * 60_000;
    const response = await request.post('/api/app/v2/sessions', {
      headers: { authorization: `Bearer ${token}`, origin: baseURL },
      data: {
        id: `e2e-${end}-${Math.random().toString(36).slice(2)}`,
        activityType: 'bike',
        startTime: new Date(end - 150_000).toISOString(),
        endTime: new Date(end).toISOString(),
        distance: 900,
        // With its path: a trip without one is a manual trip, under the manual-trip limit.
        geometry: eastboundGeometry(900),
        source: 'app',
      },
    });
    expect(response.status()).toBe(200);
    const [result] = (await response.json()).data;
    if (result.reason === 'overlapping_trip') continue;
    expect(result.status).toBe('counted');
    return;
  }
  throw new Error('No free time slot for the trip');
}

/** The period buttons are a segmented control: a person clicks the visible label. */
async function choosePeriod(page: Page, label: string) {
  await page
    .getByRole('main')
    .locator('label', { hasText: new RegExp(`^${label}$`) })
    .click();
}

/** The number shown on a statistics card of the overview, read as a person reads it. */
async function cardValue(page: Page, label: string): Promise<number> {
  const card = page
    .getByRole('main')
    .locator('.mantine-Card-root', { has: page.getByText(label, { exact: true }) })
    .first();
  await expect(card).toHaveAttribute('aria-busy', 'false');
  const text = await card.locator('p').nth(1).innerText();
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

test.describe('the organisation dashboard in French', () => {
  test('a trip posted through the participant API shows up on the dashboard without waiting', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInAs(page, DEMO.organisation);
    await expect(page).toHaveURL('/organisation/dashboard');
    await page.goto('/organisation/dashboard?period=week');
    await page.waitForLoadState('networkidle');
    const before = await cardValue(page, 'Déplacements');

    await postTrip(request, baseURL!);
    await page.getByRole('button', { name: 'Actualiser' }).click();
    await expect.poll(() => cardValue(page, 'Déplacements'), { timeout: 5_000 }).toBeGreaterThanOrEqual(before + 1);
  });

  test('changing the period and the branch changes the figures', async ({ page }) => {
    await signInAs(page, DEMO.organisation);
    await expect(page).toHaveURL('/organisation/dashboard');
    await page.goto('/organisation/dashboard?period=week');
    await page.waitForLoadState('networkidle');
    const week = await cardValue(page, 'Distance durable');

    await choosePeriod(page, 'Année');
    await expect(page).toHaveURL(/period=year/);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => cardValue(page, 'Distance durable')).toBeGreaterThan(week);
    const wholeOrganisation = await cardValue(page, 'Distance durable');

    // The branch choice is a native select: pick its first branch (after "Tous les établissements").
    const branches = page.getByRole('combobox', { name: /établissement/i }).first();
    const firstBranch = await branches.locator('option').nth(1).getAttribute('value');
    await branches.selectOption(firstBranch!);
    await expect(page).toHaveURL(/branchId=/);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => cardValue(page, 'Distance durable')).toBeLessThan(wholeOrganisation);
  });
});
