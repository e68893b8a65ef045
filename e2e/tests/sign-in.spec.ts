import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInAs } from './fixtures.ts';

test.describe('each demo account signs in and lands where the specification says', () => {
  const landings = [
    { account: DEMO.city, path: '/city/dashboard' },
    { account: DEMO.organisation, path: '/organisation/dashboard' },
    { account: DEMO.tenant, path: '/tenant/dashboard' },
    { account: DEMO.external, path: '/organisation/dashboard' },
    { account: DEMO.carpool, path: '/carpool-events' },
  ];
  for (const { account, path } of landings) {
    test(`${account} → ${path}`, async ({ page }) => {
      await signInAs(page, account);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('main')).toBeVisible();
    });
  }

  test('any dashboard account can sign in on the city login page and lands by role', async ({ page }) => {
    await signInAs(page, DEMO.organisation, '/city/login');
    await expect(page).toHaveURL('/organisation/dashboard');
  });

  test('/login signs a merchant in, welcomes it as a merchant, and links both registrations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Inscrire mon organisation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inscrire mon commerce' })).toHaveAttribute('href', '/register/tenant');
    await signInAs(page, DEMO.tenant, '/login');
    await expect(page).toHaveURL('/tenant/dashboard');
    await expect(page.getByText(/^Bienvenue dans votre espace commerçant/)).toBeVisible();
  });

  test('the organisation dashboard shows who is signed in and facts from the database', async ({ page }) => {
    await signInAs(page, DEMO.organisation);
    const main = page.getByRole('main');
    await expect(main.getByText(/employés/i).first()).toBeVisible();
    await expect(main.getByText(/participants/i).first()).toBeVisible();
    await expect(main.getByText(/établissements/i).first()).toBeVisible();
  });

  test('the read-only co-admin sees that its access is read-only', async ({ page }) => {
    await signInAs(page, DEMO.external);
    await expect(page.getByText('Accès en lecture seule')).toBeVisible();
  });

  test('the carpool-only account sees its carpool events and opens one', async ({ page }) => {
    await signInAs(page, DEMO.carpool);
    await expect(page).toHaveURL('/carpool-events');
    const rows = page.getByRole('main').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await rows.nth(1).click();
    await expect(page).toHaveURL(/\/carpool-events\/[0-9a-f-]{36}$/);
  });

  test('a participant is refused by the dashboard with a clear message', async ({ page }) => {
    await signInAs(page, DEMO.participant);
    await expect(page.getByText('Ce compte est un compte participant')).toBeVisible();
    await expect(page).toHaveURL(/\/organisation\/login/);
  });

  test('a wrong password is refused with the translated message', async ({ page }) => {
    await page.goto('/organisation/login');
    await page.getByLabel('Adresse e-mail').fill(DEMO.organisation);
    await page.getByLabel('Mot de passe', { exact: true }).fill(`${DEMO_PASSWORD}x`);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /mot de passe/i })).toBeVisible();
    await expect(page).toHaveURL('/organisation/login');
  });

  test('signing out returns to the login page and keeps only the saved email', async ({ page }) => {
    await signInAs(page, DEMO.organisation);
    await expect(page).toHaveURL('/organisation/dashboard');
    await page.getByRole('navigation').getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/organisation\/login/);
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(DEMO.organisation);
    await page.goto('/organisation/dashboard');
    await expect(page).toHaveURL(/\/organisation\/login/);
  });
});
