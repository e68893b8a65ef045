import { expect, test, type Page } from '@playwright/test';
import { DEMO, openAs } from './fixtures.ts';

/** A local day far enough ahead to meet none of the demo's planned happy hours (`YYYY-MM-DD`). */
function dayAhead(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function plan(page: Page, name: string, day: string) {
  await page.getByRole('button', { name: 'Planifier une heure bonus' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Planifier une heure bonus' });
  await dialog.getByRole('textbox', { name: /^Nom/ }).fill(name);
  await dialog.getByLabel(/^Début/).fill(`${day}T18:00`);
  await dialog.getByLabel(/^Fin/).fill(`${day}T20:00`);
  await dialog.getByRole('textbox', { name: /^Multiplicateur/ }).fill('3');
  await dialog.getByRole('button', { name: 'Planifier', exact: true }).click();
  return dialog;
}

test('the city plans a happy hour, sees an overlapping one refused, and deletes it', async ({ page }) => {
  await openAs(page, DEMO.city, '/happy_hours');
  await expect(page.getByRole('heading', { name: 'Heures bonus', level: 1 })).toBeVisible();
  await expect(page.getByText(/Heures de la ville/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /À venir/ })).toBeVisible();

  const day = dayAhead(60 + (Date.now() % 20));
  const name = `Soirée vélo ${Date.now()}`;
  const dialog = await plan(page, name, day);
  await expect(page.getByText('Heure bonus planifiée.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = page.getByTestId('happy-hour').filter({ hasText: name });
  await expect(item).toContainText('×3');
  await expect(item).toContainText('Tous les modes');
  await expect(item).toContainText('Toute la ville');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/shots/happy-list-1280.png', fullPage: true });

  const refused = await plan(page, `Chevauchement ${Date.now()}`, day);
  await expect(refused.getByRole('alert')).toContainText(new RegExp(`chevauche\\s«\\s${name}\\s»`));
  await page.screenshot({ path: '/tmp/shots/happy-overlap-1280.png' });
  await refused.getByRole('button', { name: 'Annuler' }).click();
  await expect(refused).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(item).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/happy-list-390.png', fullPage: true });
  await item.getByRole('button', { name: /^Supprimer l.heure bonus/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Supprimer l.heure bonus$/ })
    .click();
  await expect(page.getByText('Heure bonus supprimée.')).toBeVisible();
  await expect(item).toHaveCount(0);
});
