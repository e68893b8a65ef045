import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, openAs, TINY_PNG } from './fixtures.ts';

test('a merchant adds a product, the city approves it, and the merchant draws its codes', async ({
  page: merchant,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Panier de légumes ${Date.now()}`;
  await openAs(merchant, DEMO.tenant, '/tenant/dashboard');
  await merchant.getByRole('navigation').getByRole('link', { name: 'Produits' }).click();
  await expect(merchant).toHaveURL('/tenant/dashboard/products');
  await merchant.getByRole('link', { name: 'Ajouter un produit' }).click();
  await expect(merchant).toHaveURL('/products/add');
  await expect(merchant.getByText(/reste en attente d'approbation/)).toBeVisible();

  await merchant.getByLabel('Titre en français').fill(title);
  await merchant.getByLabel('Titre en anglais').fill('Vegetable basket');
  await merchant.getByRole('navigation').getByRole('link', { name: 'Produits' }).click();
  const leave = merchant.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  await leave.getByRole('button', { name: 'Annuler' }).click();
  await expect(leave).toBeHidden();
  await expect(merchant).toHaveURL('/products/add');
  await merchant
    .locator('input[type="file"]')
    .setInputFiles({ name: 'panier.png', mimeType: 'image/png', buffer: TINY_PNG });
  const preview = merchant.getByRole('img', { name: 'Image 1 du produit' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /\/api\/images\/[0-9a-f-]{36}\/200x200$/);
  // the thumbnail loads after the preview appears: wait for it rather than read it too early
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200);
  await merchant.getByLabel('Prix ($)').fill('12,34');
  await expect(merchant.getByTestId('greenpoints-preview')).toHaveText(/^1\s?234$/);
  await merchant.getByLabel('Stock', { exact: true }).fill('3');
  await merchant.getByLabel('Stock initial').fill('3');
  await merchant.getByRole('button', { name: 'Ajouter une étape' }).first().click();
  await merchant.getByLabel('Étape 1').first().fill('Présentez le code en caisse');
  await merchant.getByLabel('Codes-barres uniques').check();
  await expectNoSeriousA11yViolations(merchant);
  await merchant.getByRole('button', { name: 'Enregistrer le produit' }).click();
  await expect(merchant.getByText('Produit ajouté avec succès')).toBeVisible();
  await expect(merchant).toHaveURL(/\/products\/edit\/[0-9a-f-]{36}$/);
  const productPath = new URL(merchant.url()).pathname;
  await expect(merchant.getByRole('main').getByText("En attente d'approbation").first()).toBeVisible();

  await merchant.goto('/tenant/dashboard/products');
  const merchantRow = merchant.getByRole('table', { name: 'Produits' }).getByRole('row', { name: new RegExp(title) });
  await expect(merchantRow).toContainText("En attente d'approbation");
  await expect(merchantRow).toContainText(/1\s?234/);
  await expectNoSeriousA11yViolations(merchant);

  const cityContext = await browser.newContext();
  const city = await cityContext.newPage();
  await openAs(city, DEMO.city, '/tenant/dashboard/products');
  const cityRow = city.getByRole('table', { name: 'Produits' }).getByRole('row', { name: new RegExp(title) });
  await expect(cityRow).toContainText("En attente d'approbation");
  await cityRow.getByRole('button', { name: `Approuver « ${title} »` }).click();
  await expect(city.getByText(`« ${title} » est approuvé et visible dans l'application.`)).toBeVisible();
  await expect(cityRow).toContainText('Actif');
  await cityContext.close();

  await merchant.goto(`${productPath}/barCodes`);
  await expect(merchant.getByRole('heading', { name: 'Codes du produit' })).toBeVisible();
  await merchant.getByLabel('Liste de codes').fill('  LEG-0001 \n\nLEG-0002\nLEG-0001\n');
  await merchant.getByRole('button', { name: 'Ajouter 2 codes' }).click();
  await expect(merchant.getByText(/2 codes ajoutés/)).toBeVisible();
  const barcode = merchant.getByRole('img', { name: 'Code-barres LEG-0001' });
  await expect(barcode).toBeVisible();
  expect(await barcode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(50);

  await merchant.getByRole('button', { name: 'Générer les codes QR du stock' }).click();
  await merchant.getByRole('dialog').getByRole('button', { name: 'Générer les codes QR du stock' }).click();
  await expect(merchant.getByText('1 code QR généré.')).toBeVisible();
  const qr = merchant.getByRole('img', { name: /^Code QR QR-/ });
  await expect(qr).toHaveCount(1);
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(20);
  // The toasts close by themselves (3 s); the scan looks at the page as it stays.
  await expect(merchant.getByText('1 code QR généré.')).toBeHidden();
  await expectNoSeriousA11yViolations(merchant);
});
