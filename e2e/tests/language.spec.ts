import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './fixtures.ts';

test('the product speaks French first, and the language switcher changes and keeps the language', async ({ page }) => {
  await page.goto('/organisation/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

  await signInAs(page, DEMO.organisation);
  await expect(page).toHaveURL('/organisation/dashboard');
  // The welcome toast opens below the header, not over its buttons: the language is changed while it shows.
  const welcome = page.getByRole('alert').filter({ hasText: "Bienvenue dans l'espace de" });
  await expect(welcome).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const toast = await welcome.boundingBox();
  expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await page.getByRole('banner').getByRole('button', { name: 'Français' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation').getByText('Dashboard').first()).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.getByRole('banner').getByRole('button', { name: 'Deutsch' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation').getByText('Tableau de bord').first()).toBeVisible();
});
