import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './fixtures.ts';

test.describe('root and redirects (spec section 2)', () => {
  test('not logged in: the root and the organisation area go to organisation login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/organisation\/login/);
    await page.goto('/organisation/dashboard');
    await expect(page).toHaveURL(/\/organisation\/login/);
    await page.goto('/carpool-events');
    await expect(page).toHaveURL(/\/organisation\/login/);
  });

  test('not logged in: the city area goes to city login', async ({ page }) => {
    await page.goto('/city/dashboard');
    await expect(page).toHaveURL(/\/(city|organisation)\/login/);
  });

  test('an organisation user: root, login pages and other areas lead to its dashboard', async ({ page }) => {
    await signInAs(page, DEMO.organisation);
    await expect(page).toHaveURL('/organisation/dashboard');
    for (const path of ['/', '/organisation/login', '/city/login', '/city/dashboard', '/tenant/dashboard']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL('/organisation/dashboard');
    }
  });

  test('a city user is sent from organisation routes to the city dashboard', async ({ page }) => {
    await signInAs(page, DEMO.city, '/city/login');
    await expect(page).toHaveURL('/city/dashboard');
    // The merchant area stays open to city admins (stores, products, orders, a merchant's dashboard).
    for (const path of ['/', '/organisation/dashboard', '/organisation/login', '/tenant/profile']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL('/city/dashboard');
    }
  });

  test('a tenant goes to the tenant dashboard', async ({ page }) => {
    await signInAs(page, DEMO.tenant);
    await expect(page).toHaveURL('/tenant/dashboard');
    for (const path of ['/', '/organisation/dashboard', '/city/dashboard', '/city/login']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL('/tenant/dashboard');
    }
  });

  test('a carpool-only account is kept to carpool events', async ({ page }) => {
    await signInAs(page, DEMO.carpool);
    await expect(page).toHaveURL('/carpool-events');
    for (const path of ['/', '/organisation/dashboard', '/organisation/login', '/city/dashboard']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL('/carpool-events');
    }
  });

  test('an unknown path shows a translated Page not found screen', async ({ page }) => {
    await page.goto('/cette-page-nexiste-pas');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await signInAs(page, DEMO.organisation);
    await expect(page).toHaveURL('/organisation/dashboard');
    await page.goto('/organisation/nimporte-quoi');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  });
});
