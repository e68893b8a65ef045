import { expect, test, type Page } from '@playwright/test';
import { DEMO, openAs } from './fixtures.ts';

/** A figure of the result as a number: French groups thousands with a narrow no-break space. */
async function figure(page: Page, name: string) {
  const text = await page.locator(`[data-figure="${name}"]`).innerText();
  return Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
}

test('the city simulates a happy hour over last month, then a points coefficient, side by side with what happened', async ({
  page,
}) => {
  await openAs(page, DEMO.city, '/simulator');
  await expect(page.getByRole('heading', { name: 'Simulateur', level: 1 })).toBeVisible();
  await expect(page.getByText(/Choisissez une période passée et une règle/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Périmètre' })).toHaveValue('Toute la ville');

  // The default rule: an hour bonus from Monday to Friday, 7:00–9:00, ×2, every mode, last month.
  await page.getByRole('button', { name: 'Lancer la simulation' }).click();
  await expect(page.getByRole('heading', { name: 'Ce qui s’est passé' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Avec la règle prévue' })).toBeVisible();
  const happened = await figure(page, 'happened-greenpoints');
  const planned = await figure(page, 'planned-greenpoints');
  expect(happened).toBeGreaterThan(0);
  expect(planned).toBeGreaterThan(happened);
  expect(await figure(page, 'happened-ghgKg')).toBe(await figure(page, 'planned-ghgKg'));
  expect(await figure(page, 'participants-affected')).toBeGreaterThan(0);
  await expect(page.getByText(/100 points verts pour 1 unité de monnaie/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/shots/simulator-happy-hour-1280.png', fullPage: true });

  // A coefficient: refused while it is not above 0, then simulated.
  await page.getByText('Coefficient de points', { exact: true }).click();
  const coefficient = page.getByRole('textbox', { name: /^Nouveau coefficient de points/ });
  await coefficient.fill('0');
  await page.getByRole('button', { name: 'Lancer la simulation' }).click();
  await expect(page.getByText('Un coefficient supérieur à 0, trois décimales au plus.')).toBeVisible();
  await coefficient.fill('20');
  await page.getByRole('button', { name: 'Lancer la simulation' }).click();
  await expect(page.locator('[data-figure="planned-greenpoints"]')).not.toHaveText(String(planned), {
    timeout: 30_000,
  });
  expect(await figure(page, 'planned-greenpoints')).toBeGreaterThan(await figure(page, 'happened-greenpoints'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/shots/simulator-coefficient-390.png', fullPage: true });
});

test('an organisation simulates its own participants only', async ({ page }) => {
  await openAs(page, DEMO.organisation, '/simulator');
  await expect(page.getByRole('heading', { name: 'Simulateur', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Périmètre' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Lancer la simulation' }).click();
  await expect(page.getByRole('heading', { name: 'Avec la règle prévue' })).toBeVisible({ timeout: 30_000 });
  expect(await figure(page, 'happened-greenpoints')).toBeGreaterThan(0);
});
