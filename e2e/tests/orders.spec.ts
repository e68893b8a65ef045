import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectNoSeriousA11yViolations, openAs } from './fixtures.ts';

const MERCHANT = 'Café Le Pédalier';

type CatalogueProduct = { id: string; tenantName: string; greenpoints: number; stock: number; availability: string };

/**
 * The demo participant buys a product of the demo merchant through the participant API (as the mobile app
 * does, with an Idempotency-Key): an active order the merchant can then complete. Null when the demo world
 * has no product of that merchant the participant can afford.
 */
async function buyFromDemoMerchant(request: APIRequestContext): Promise<number | null> {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: DEMO.participant, password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), 'participant sign-in').toBe(true);
  const headers = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  const me = (await (await request.get('/api/app/v2/me/stats', { headers })).json()) as { data?: { balance?: number } };
  const catalogue = (await (await request.get('/api/app/v2/products?pageSize=200', { headers })).json()) as {
    data: CatalogueProduct[];
  };
  const balance = me.data?.balance ?? Number.POSITIVE_INFINITY;
  const product = catalogue.data
    .filter((item) => item.tenantName === MERCHANT && item.stock > 0 && item.availability === 'available')
    .filter((item) => item.greenpoints <= balance)
    .sort((a, b) => a.greenpoints - b.greenpoints)[0];
  if (!product) return null;
  const spend = await request.post('/api/app/v2/transaction/spend', {
    headers: { ...headers, 'idempotency-key': `e2e-orders-${Date.now()}-${Math.random()}` },
    data: { greenpoints: product.greenpoints, transactionDetails: { productId: product.id } },
  });
  if (!spend.ok()) return null;
  return ((await spend.json()) as { data: { orderNumber: number } }).data.orderNumber;
}

test.describe('merchant orders', () => {
  let orderNumber: number | null = null;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    orderNumber = await buyFromDemoMerchant(request);
    await request.dispose();
  });

  test('the merchant filters its orders by status, opens one and completes it', async ({ page }) => {
    await openAs(page, DEMO.tenant, '/tenant/dashboard/orders');
    // the order bought above, or else an active order of the demo history
    const active = (await (await page.request.get('/api/orders?status=active')).json()) as {
      data: { orderNumber: number }[];
    };
    const number = orderNumber ?? active.data[0]?.orderNumber;
    test.skip(number === undefined, 'the demo merchant has no active order and none could be bought');
    await expect(page.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Commandes' });
    await expect(table.getByRole('columnheader', { name: 'N° de commande' })).toBeVisible();
    await expect(page.getByText(/Choisissez au moins un filtre/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();

    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await expect(page).toHaveURL(/status=active/);
    const row = table.getByRole('row', { name: new RegExp(`^${number}\\b`) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await row.click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: new RegExp(`Commande n° ${number}`) })).toBeVisible();
    await expect(page.getByText('Historique')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Marquer comme terminée' }).click();
    const dialog = page.getByRole('dialog', { name: `Terminer la commande n° ${number} ?` });
    await dialog.getByRole('button', { name: 'Terminer' }).click();
    await expect(page.getByText('Commande terminée.')).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(`Commande n° ${number}`) })).toContainText('Terminée');
    await expect(page.getByRole('button', { name: 'Marquer comme terminée' })).toHaveCount(0);
  });

  test('the merchant exports its completed orders to CSV', async ({ page }) => {
    await openAs(page, DEMO.tenant, '/tenant/dashboard/orders?status=completed');
    const exportButton = page.getByRole('link', { name: 'Exporter en CSV' });
    await expect(exportButton).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^commandes-\d{4}-\d{2}-\d{2}\.csv$/);
    const content = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = content.trim().split('\n');
    expect(lines[0]).toBe(
      'Numéro de commande;Commerçant;Produit;Catégorie;Date;Statut;Client;E-mail;Prix;Points verts;Identifiant utilisateur;Identifiant produit',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(';Terminée;'))).toBe(true);
  });

  test('the merchant dashboard shows the orders of the period', async ({ page }) => {
    await openAs(page, DEMO.tenant, '/tenant/dashboard');
    await expect(page.getByRole('heading', { name: 'Par jour' })).toBeVisible();
    const ordersCard = page
      .getByRole('main')
      .getByText('Commandes', { exact: true })
      .first()
      .locator('xpath=ancestor::div[contains(@class,"mantine-Card-root")]');
    await expect(ordersCard).toContainText(/[1-9]/);
    await expect(page.getByRole('heading', { name: 'Produits les plus commandés' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Commandes par statut' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Commandes du/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('main')
      .locator('label', { hasText: /^Année$/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Par mois' })).toBeVisible();
  });
});

test('the merchant help page explains orders, codes and claims', async ({ page }) => {
  await openAs(page, DEMO.tenant, '/tenant/tenantKBS');
  await expect(page.getByRole('heading', { name: 'Suivre vos commandes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La demande en boutique (15 minutes)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a city admin cancels an order of a merchant, which refunds it, then reactivates it', async ({ page }) => {
  await openAs(page, DEMO.city, '/tenant/dashboard/orders?status=active');
  const active = (await (await page.request.get('/api/orders?status=active')).json()) as {
    data: { id: string; orderNumber: number; tenantName: string }[];
  };
  const order = active.data[0];
  test.skip(!order, 'the city has no active order');
  const table = page.getByRole('table', { name: 'Commandes' });
  await expect(table.getByRole('columnheader', { name: 'Commerçant' })).toBeVisible();
  await table.getByRole('row', { name: new RegExp(`^${order!.orderNumber}\\b`) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Commande n° ${order!.orderNumber}`) })).toBeVisible();

  await page.getByRole('button', { name: 'Annuler la commande' }).click();
  const cancel = page.getByRole('dialog', { name: `Annuler la commande n° ${order!.orderNumber} ?` });
  await expect(cancel).toContainText('seront rendus au client');
  await cancel.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(page.getByText('Commande annulée et remboursée.')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`Commande n° ${order!.orderNumber}`) })).toContainText(
    'Annulée',
  );
  await expect(page.getByText('Remboursée').locator('xpath=following-sibling::*[1]')).toHaveText('Oui');

  await page.getByRole('button', { name: 'Réactiver' }).click();
  await page
    .getByRole('dialog', { name: `Réactiver la commande n° ${order!.orderNumber} ?` })
    .getByRole('button', { name: 'Réactiver' })
    .click();
  await expect(page.getByText('Commande réactivée.')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`Commande n° ${order!.orderNumber}`) })).toContainText(
    'Active',
  );
  await expectNoSeriousA11yViolations(page);
});
