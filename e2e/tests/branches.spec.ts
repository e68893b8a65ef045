import { expect, test } from '@playwright/test';
import { DEMO, openAs } from './fixtures.ts';

test('the organisation is told a branch name is taken, creates a new branch, then deletes it', async ({ page }) => {
  await openAs(page, DEMO.organisation, '/settings');
  await page.getByRole('navigation').getByRole('link', { name: 'Établissements' }).click();
  await expect(page).toHaveURL('/branches');
  const table = page.getByRole('table', { name: 'Établissements' });
  await expect(table.getByRole('row', { name: /Siège social/ })).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter un établissement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel établissement' });
  await dialog.getByLabel("Nom de l'établissement").fill('Siège social');
  await dialog.getByRole('button', { name: "Créer l'établissement" }).click();
  await expect(dialog.getByText(/Le nom d'un établissement doit être unique/)).toBeVisible();

  const name = `Bureau Vimont ${Date.now()}`;
  await dialog.getByLabel("Nom de l'établissement").fill(name);
  await dialog.getByRole('combobox', { name: 'Région' }).click();
  await page.getByRole('option', { name: 'Vimont' }).click();
  await dialog.getByRole('button', { name: "Créer l'établissement" }).click();
  await expect(page.getByText('Établissement créé.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Vimont');

  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/branches\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Établissement supprimé.')).toBeVisible();
  await expect(page).toHaveURL('/branches');
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('a city admin reads every branch of the city with its organisation', async ({ page }) => {
  await openAs(page, DEMO.city, '/branches');
  const table = page.getByRole('table', { name: 'Établissements' });
  await expect(table.getByRole('columnheader', { name: 'Organisation' })).toBeVisible();
  await page.getByLabel('Rechercher').fill('boreal');
  await expect(table.getByRole('row', { name: /Siège social.*Groupe Conseil Boréal/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Pavillon principal/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ajouter un établissement' })).toHaveCount(0);
});
