import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectNoSeriousA11yViolations, openAs } from './fixtures.ts';

/**
 * The whole marketplace in one story: the merchant adds a product in French and sees it awaiting approval,
 * the city admin approves it, a participant buys it through the mobile app's API, the merchant completes the
 * order and downloads the export that holds it.
 */
test('a product goes from the merchant to the city, to a participant, and back to the merchant as an order', async ({
  page: merchant,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const title = `Tisane locale ${Date.now()}`;

  await openAs(merchant, DEMO.tenant, '/products/add');
  await merchant.getByLabel('Titre en français').fill(title);
  await merchant.getByLabel('Titre en anglais').fill('Local herbal tea');
  await merchant.getByLabel('Prix ($)').fill('0,25');
  await expect(merchant.getByTestId('greenpoints-preview')).toHaveText('25');
  await merchant.getByLabel('Stock', { exact: true }).fill('2');
  await merchant.getByLabel('Stock initial').fill('2');
  await merchant.getByRole('button', { name: 'Enregistrer le produit' }).click();
  await expect(merchant.getByText('Produit ajouté avec succès')).toBeVisible();
  await merchant.goto('/tenant/dashboard/products');
  const merchantRow = merchant.getByRole('table', { name: 'Produits' }).getByRole('row', { name: new RegExp(title) });
  await expect(merchantRow).toContainText("En attente d'approbation");

  const cityContext = await browser.newContext();
  const city = await cityContext.newPage();
  await openAs(city, DEMO.city, '/tenant/dashboard/products');
  const cityRow = city.getByRole('table', { name: 'Produits' }).getByRole('row', { name: new RegExp(title) });
  await cityRow.getByRole('button', { name: `Approuver « ${title} »` }).click();
  await expect(cityRow).toContainText('Actif');
  await cityContext.close();

  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: DEMO.participant, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  const catalogue = (await (await request.get('/api/app/v2/products?pageSize=200', { headers })).json()) as {
    data: { id: string; titleFr: string; greenpoints: number }[];
  };
  const product = catalogue.data.find((item) => item.titleFr === title);
  expect(product, 'the approved product is in the participant catalogue').toBeDefined();
  const purchase = { greenpoints: product!.greenpoints, transactionDetails: { productId: product!.id } };
  const key = `e2e-marketplace-${Date.now()}`;
  const spend = await request.post('/api/app/v2/transaction/spend', {
    headers: { ...headers, 'idempotency-key': key },
    data: purchase,
  });
  expect(spend.status(), await spend.text()).toBe(200);
  const { orderNumber } = ((await spend.json()) as { data: { orderNumber: number } }).data;
  const retry = await request.post('/api/app/v2/transaction/spend', {
    headers: { ...headers, 'idempotency-key': key },
    data: purchase,
  });
  expect(((await retry.json()) as { data: { orderNumber: number } }).data.orderNumber).toBe(orderNumber);

  await merchant.goto(`/tenant/dashboard/orders?productName=${encodeURIComponent(title)}`);
  const row = merchant
    .getByRole('table', { name: 'Commandes' })
    .getByRole('row', { name: new RegExp(`^${orderNumber}\\b`) });
  await expect(row).toContainText('Active');
  await row.click();
  await merchant.getByRole('button', { name: 'Marquer comme terminée' }).click();
  await merchant
    .getByRole('dialog', { name: `Terminer la commande n° ${orderNumber} ?` })
    .getByRole('button', { name: 'Terminer' })
    .click();
  await expect(merchant.getByText('Commande terminée.')).toBeVisible();

  await merchant.goto(`/tenant/dashboard/orders?productName=${encodeURIComponent(title)}`);
  const [download] = await Promise.all([
    merchant.waitForEvent('download'),
    merchant.getByRole('link', { name: 'Exporter en CSV' }).click(),
  ]);
  const lines = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  // Other tests running beside this one may buy the new (cheap) product too: every row is of this product, and
  // the one of this order is completed.
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines.slice(1).every((line) => line.includes(title))).toBe(true);
  // The French file is for French Excel: semicolons between columns.
  const line = lines.find((candidate) => candidate.startsWith(`${orderNumber};`));
  expect(line).toBeDefined();
  expect(line).toContain(';Terminée;');
});

test('a city admin opens the dashboard of a merchant from its store profile', async ({ page }) => {
  await openAs(page, DEMO.city, '/tenant/dashboard');
  await expect(page.getByRole('heading', { name: 'Choisissez un commerçant' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/tenant/dashboard/stores');
  await page
    .getByRole('table')
    .getByRole('row', { name: /Café Le Pédalier Chomedey/ })
    .click();
  await page.getByRole('link', { name: 'Tableau de bord du commerçant' }).click();
  await expect(page).toHaveURL(/\/tenant\/dashboard\?tenantId=[0-9a-f-]{36}$/);
  await expect(page.getByText('Commerçant :', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Produits les plus commandés' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Commandes par statut' })).toBeVisible();
});
