import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, openAs } from './fixtures.ts';

test.describe('administration pages: no serious or critical accessibility violation (axe)', () => {
  for (const path of ['/profile', '/branches', '/FAQ']) {
    test(`${path} for the organisation`, async ({ page }) => {
      await openAs(page, DEMO.organisation, path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('/settings, both tabs', async ({ page }) => {
    await openAs(page, DEMO.organisation, '/settings');
    await expect(page.getByRole('form', { name: 'Kilomètres par déplacement' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Accès' }).click();
    await expect(page.getByRole('form', { name: 'Inviter un co-administrateur' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });

  test('a branch page', async ({ page }) => {
    await openAs(page, DEMO.organisation, '/branches');
    // the first branch once listed (a loading row has no text and opens nothing)
    const first = page.getByRole('table', { name: 'Établissements' }).getByRole('row').nth(1);
    await expect(first).toHaveText(/\p{L}/u);
    await first.click();
    await expect(page).toHaveURL(/\/branches\/.+/);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });

  test('/FAQ (an answer open), /KBS, /profile, /settings, /manage and /branches for the city', async ({ page }) => {
    test.setTimeout(150_000); // six pages, each analysed by axe (about 35 s on a calm machine)
    await openAs(page, DEMO.city, '/FAQ');
    await page.getByRole('button', { name: 'Comment les GES évités sont-ils calculés ?' }).click();
    await expect(page.getByText(/0,21 kg/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const path of ['/KBS', '/profile', '/settings', '/manage', '/branches']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('/register/confirm with a real invitation, and /partage', async ({ page, browser }) => {
    await openAs(page, DEMO.organisation, '/profile');
    const { data: me } = await (await page.request.get('/api/me')).json();
    const invited = await page.request.post('/api/co-admins', {
      data: { email: `a11y+${Date.now()}@boreal-exemple.test`, canEdit: true, locale: 'fr' },
    });
    expect(invited.status()).toBe(201);
    const { id: pendingId } = (await invited.json()).data;
    const { data: profile } = await (await page.request.get(`/api/organisations/${me.organisationId}`)).json();

    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(`/register/confirm?organisationId=${me.organisationId}&pendingId=${pendingId}`);
    await expect(guest.getByRole('heading', { name: 'Rejoignez Groupe Conseil Boréal' })).toBeVisible();
    await guest.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(guest);

    await guest.goto(`/partage?code=${profile.inviteCode}`);
    await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
    await guest.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(guest);
    await visitor.close();
  });
});
