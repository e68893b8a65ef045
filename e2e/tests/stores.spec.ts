import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, openAs } from './fixtures.ts';

const MERCHANT = 'Café Le Pédalier';

/** Fills the registration form of /register/tenant as a merchant of Laval (the demo city admin's city) and sends it. */
async function registerMerchant(page: Page, name: string, email: string) {
  await page.goto('/register/tenant');
  await expect(page.getByRole('heading', { name: 'Inscription commerçant' })).toBeVisible();
  await page.getByLabel('Nom du commerçant').fill(name);
  await page.getByLabel('Prénom').fill('Amélie');
  await page.getByLabel('Nom', { exact: true }).fill('Lavoie');
  await page.getByLabel('Adresse e-mail de connexion').fill(email);
  await page.getByLabel('Rue (facultative)').fill('25 boulevard Le Corbusier');
  await page.getByLabel('Ville (facultative)').fill('Laval');
  await page.getByRole('combobox', { name: 'Ville du programme' }).click();
  await page.getByRole('option', { name: 'Laval', exact: true }).click();
  await page.getByRole('checkbox', { name: /conditions d'utilisation/i }).check();
  await page.getByRole('checkbox', { name: /politique de confidentialité/i }).check();
  await page.getByRole('button', { name: "Envoyer l'inscription" }).click();
  await expect(page.getByText('Merci, votre inscription est envoyée !')).toBeVisible();
}

test('a city admin filters the stores by merchant with the selector bar, then clears it', async ({ page }) => {
  test.slow(); // a reload and an accessibility scan
  await openAs(page, DEMO.city, '/tenant/dashboard/stores');
  const table = page.getByRole('table', { name: 'Boutiques des commerçants' });
  await expect(table.getByRole('columnheader', { name: /Code de la boutique/ })).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('row', { name: new RegExp(MERCHANT) }).first()).toBeVisible();
  const allRows = await table.getByRole('row').count();
  const bar = page.getByRole('region', { name: 'Choix du commerçant' });
  await expect(bar.getByText('Tous les commerçants')).toBeVisible();

  await bar.getByRole('combobox', { name: 'Commerçant' }).fill('pédal');
  await page.getByRole('option', { name: MERCHANT }).click();
  await expect(page).toHaveURL(/\/tenant\/dashboard\/stores\?tenantId=[0-9a-f-]{36}$/);
  await expect(bar.getByText(MERCHANT)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  expect(allRows).toBeGreaterThan(3);
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(bar.getByText(MERCHANT)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);

  await bar.getByRole('button', { name: 'Effacer le choix du commerçant', includeHidden: true }).click();
  await expect(page).toHaveURL('/tenant/dashboard/stores');
  await expect(table.getByRole('row')).toHaveCount(allRows);

  await bar.getByRole('combobox', { name: 'Commerçant' }).fill('pédal');
  await page.getByRole('option', { name: MERCHANT }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await bar.getByRole('button', { name: 'Revenir à tous les commerçants' }).click();
  await expect(page).toHaveURL('/tenant/dashboard/stores');
  await expect(bar.getByText('Tous les commerçants')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(allRows);

  await table
    .getByRole('row', { name: new RegExp(MERCHANT) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tenant\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Supprimer le commerçant' })).toBeVisible();
});

test('a merchant registers and the city admin confirms the registration', async ({ page, browser }) => {
  test.slow(); // two sessions and three accessibility scans
  const name = `Épicerie Vrac ${Date.now()}`;
  await registerMerchant(page, name, `vrac+${Date.now()}@epicerie-exemple.test`);
  await expectNoSeriousA11yViolations(page);

  const context = await browser.newContext();
  const admin = await context.newPage();
  await openAs(admin, DEMO.city, '/tenant/dashboard/stores');
  const pending = admin.getByRole('table', { name: 'Inscriptions de commerçants en attente' });
  const row = pending.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await row.getByRole('button', { name: `Confirmer ${name}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(admin.getByText('Commerçant confirmé.', { exact: false })).toBeVisible();
  await expect(row).toHaveCount(0);
  const bar = admin.getByRole('region', { name: 'Choix du commerçant' });
  await bar.getByRole('combobox', { name: 'Commerçant' }).fill(name);
  await admin.getByRole('option', { name }).click();
  const stores = admin.getByRole('table', { name: 'Boutiques des commerçants' });
  await expect(stores.getByRole('row', { name: new RegExp(`${name}.*Confirmée.*MV-`) })).toBeVisible();
  await context.close();
});

test('a merchant confirms its registration through the link the city shared, then the city approves it', async ({
  page,
  browser,
}) => {
  test.slow(); // three sessions, a registration, a confirmation and an approval
  const stamp = Date.now();
  const name = `Atelier Vélo ${stamp}`;
  const email = `atelier+${stamp}@velo-exemple.test`;
  await registerMerchant(page, name, email);

  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const admin = await context.newPage();
  await openAs(admin, DEMO.city, '/tenant/dashboard/stores');
  const row = admin.getByRole('table', { name: 'Inscriptions de commerçants en attente' }).getByRole('row', {
    name: new RegExp(name),
  });
  await row.getByRole('button', { name: `Copier le lien de confirmation de ${name}` }).click();
  await expect(admin.getByText('Lien copié')).toBeVisible();
  const link = await admin.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/register\/confirm-tenant\?pendingTenantId=[0-9a-f-]{36}$/);
  await context.close();

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: `Confirmer l'inscription de ${name}` })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Mot de passe').fill('Atelier-Velo-2026');
  await page.getByRole('button', { name: 'Confirmer et accéder à mon espace' }).click();
  await expect(page).toHaveURL('/tenant/dashboard');

  // The city sees that the merchant confirmed its email and waits for approval, and approves it.
  const city = await browser.newContext();
  const approver = await city.newPage();
  await openAs(approver, DEMO.city, '/tenant/dashboard/stores');
  const confirmed = approver.getByRole('table', { name: 'Inscriptions de commerçants en attente' }).getByRole('row', {
    name: new RegExp(name),
  });
  // The badge and its date are two lines: their cell's accessible name reads them as one sentence.
  await expect(confirmed.getByRole('cell', { name: /E-mail confirmé le \d/ })).toBeVisible();
  await expect(confirmed).toContainText("En attente d'approbation");
  await expect(confirmed.getByRole('button', { name: `Copier le lien de confirmation de ${name}` })).toHaveCount(0);
  await confirmed.getByRole('button', { name: `Approuver ${name}` }).click();
  await approver.getByRole('dialog').getByRole('button', { name: 'Approuver' }).click();
  await expect(approver.getByText('Commerçant approuvé', { exact: false })).toBeVisible();
  await expect(confirmed).toHaveCount(0);
  await city.close();
});
