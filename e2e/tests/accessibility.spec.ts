import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, signInAs } from './fixtures.ts';

test.describe('no serious or critical accessibility violation (axe)', () => {
  for (const path of [
    '/login',
    '/organisation/login',
    '/city/login',
    '/organisation/forgot-password',
    '/register/organisation',
    '/confirm-email',
    '/inscription',
    '/inscription/confirmee',
    '/platform/onboarding',
    '/page-inconnue',
  ]) {
    test(`public page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  }

  const dashboards = [
    { account: DEMO.organisation, path: '/organisation/dashboard' },
    { account: DEMO.city, path: '/city/dashboard' },
    { account: DEMO.tenant, path: '/tenant/dashboard' },
    { account: DEMO.carpool, path: '/carpool-events' },
  ];
  for (const { account, path } of dashboards) {
    test(`${path} for ${account}`, async ({ page }) => {
      await signInAs(page, account);
      await expect(page).toHaveURL(path);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('a carpool event page', async ({ page }) => {
    await signInAs(page, DEMO.carpool);
    // The first event's name links to its page (a row still loading has no link: the click waits for it).
    await page.getByRole('main').getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/carpool-events\/.+/);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });

  test('the dark colour scheme', async ({ page }) => {
    await signInAs(page, DEMO.organisation);
    await page.getByRole('button', { name: /thème sombre/i }).click();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });
});
