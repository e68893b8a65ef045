import { expect, test, type Page } from '@playwright/test';
import { DEMO, openAs } from './fixtures.ts';

/** The number a card shows, read as a person reads it (French: narrow spaces for thousands, a decimal comma). */
async function cardValue(page: Page, label: string): Promise<string> {
  const card = page
    .getByRole('main')
    .locator('.mantine-Card-root', { has: page.getByText(label, { exact: true }) })
    .first();
  await expect(card).toHaveAttribute('aria-busy', 'false');
  return (await card.locator('p').nth(1).innerText()).trim();
}

test.describe('dashboards that explain themselves, in French', () => {
  test('« Pourquoi ce chiffre ? » lists what the trips card is made of, and adds up to it', async ({ page }) => {
    await openAs(page, DEMO.organisation, '/organisation/dashboard?period=month');
    const shown = await cardValue(page, 'Déplacements');
    await page.getByRole('button', { name: /Pourquoi ce chiffre\s?\? \(Déplacements\)/ }).click();
    const drawer = page.getByRole('dialog', { name: /Pourquoi ce chiffre/ });
    await expect(drawer).toBeVisible();
    const breakdown = drawer.getByTestId('breakdown');
    await expect(breakdown).toBeVisible({ timeout: 30_000 });
    // The drawer's figure is the card's, made of the counted trips only.
    await expect(breakdown.getByText(shown, { exact: true }).first()).toBeVisible();
    await expect(breakdown.getByText(/déplacements comptés sur .* enregistrés/)).toBeVisible();
    await expect(breakdown.getByRole('columnheader', { name: 'Distance comptée' }).first()).toBeVisible();
    await expect(breakdown.getByText('Compté', { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/insights-drawer.png' });
    // Only the trips one rule left out: every row carries its reason.
    await breakdown.getByRole('button', { name: /^Lister les? .*Voiture en solo/ }).click();
    await expect(breakdown.getByTestId('outcome-filter')).toContainText('Voiture en solo');
    const rows = breakdown.locator('tbody').last().locator('tr');
    await expect(rows.filter({ hasNotText: 'Voiture en solo' })).toHaveCount(0);
    await expect(rows.first()).toContainText('0 km');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the city dashboard shows the week’s alerts with a link to act on them', async ({ page }) => {
    await openAs(page, DEMO.city, '/city/dashboard');
    const alerts = page.getByTestId('engagement-alerts');
    await expect(alerts).toBeVisible({ timeout: 30_000 });
    await expect(alerts.getByRole('heading', { name: /alertes? cette semaine/ })).toBeVisible();
    await expect(alerts.getByText(/Semaine du .*, comparée à la précédente/)).toBeVisible();
    await expect(alerts.getByRole('link', { name: 'Ouvrir' }).first()).toBeVisible();
    await alerts.screenshot({ path: 'test-results/insights-alerts.png' });
  });

  test('an admin turns the weekly digest on from the profile, and it stays on', async ({ page }) => {
    await openAs(page, DEMO.organisation, '/profile');
    const digest = page.getByRole('switch', { name: 'Recevoir le résumé hebdomadaire par courriel' });
    await expect(digest).not.toBeChecked();
    await digest.dispatchEvent('click');
    await expect(page.getByText('Paramètres enregistrés.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Recevoir le résumé hebdomadaire par courriel' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Français' })).toBeChecked();
    // The digest's language is the admin's choice, kept apart from the page's.
    await page.getByRole('radio', { name: 'English' }).dispatchEvent('click');
    await expect(page.getByText('Paramètres enregistrés.').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  });
});
