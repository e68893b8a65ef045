import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, openAs, TINY_PNG } from './fixtures.ts';

test('the city admin creates a badge with an icon, sees it in the list, then deletes it', async ({ page }) => {
  await openAs(page, DEMO.city, '/badges');
  await expect(page.getByRole('heading', { name: 'Badges', level: 1 })).toBeVisible();
  // The demo city's ladder, awarded by the engine to the demo participants as their trips were ingested.
  const firstKilometres = page.getByRole('row').filter({ hasText: 'Premiers kilomètres' });
  await expect(firstKilometres).toContainText('10 km');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/shots/badges/badges-list-1280.png', fullPage: true });

  // A challenges-won badge at a level of its own: quantities climb with the levels, so nothing else clashes.
  const level = 20 + (Date.now() % 70);
  const name = `Champion ${Date.now()}`;
  await page.getByRole('button', { name: 'Créer un badge' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Créer un badge' });
  await dialog.getByRole('textbox', { name: 'Nom en français' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Nom en anglais' }).fill('Champion');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Défis réussis' }).click();
  await dialog.getByRole('textbox', { name: /^Quantité requise/ }).fill('0');
  await dialog.getByRole('button', { name: 'Créer le badge' }).click();
  await expect(dialog.getByText('Une quantité supérieure à 0, au plus 1 000 000.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Niveau/ })).toBeVisible();

  await dialog.getByRole('textbox', { name: /^Quantité requise/ }).fill(String(level));
  await dialog.getByRole('textbox', { name: /^Niveau/ }).fill(String(level));
  await dialog.getByRole('textbox', { name: /^Points verts/ }).fill('75');
  await expect(dialog.getByRole('combobox', { name: 'Mode' })).toBeDisabled();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'trophee.png', mimeType: 'image/png', buffer: TINY_PNG });
  const preview = dialog.getByRole('img', { name: "Aperçu de l'icône du badge" });
  await expect(preview).toHaveAttribute('src', /\/api\/images\/[0-9a-f-]{36}\/200x200$/);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/badges/badges-form-1280.png' });
  await dialog.getByRole('button', { name: 'Créer le badge' }).click();
  await expect(page.getByText('Badge créé.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Défis réussis');
  await expect(row).toContainText(`${level} défis`);
  await expect(row).toContainText('75');
  await expect(row.locator('img')).toHaveAttribute('src', /\/api\/images\/[0-9a-f-]{36}\/200x200$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(row).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/badges/badges-list-390.png', fullPage: true });
  await row.getByRole('button', { name: `Supprimer le badge « ${name} »` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer le badge' }).click();
  await expect(page.getByText('Badge supprimé.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the city admin archives a badge after confirming, finds it under « Archivés », and restores it', async ({
  page,
}) => {
  await openAs(page, DEMO.city, '/badges');
  // A badge of its own, at a level no other spec uses: archiving it changes nothing another spec reads.
  const level = 91 + (Date.now() % 9);
  const name = `Archivable ${Date.now()}`;
  const created = await page.request.post('/api/badges', {
    data: { nameFr: name, nameEn: 'Archivable', type: 'challenge_won', quantity: level, level, points: 5 },
  });
  expect(created.status()).toBe(201);
  const { data: badge } = await created.json();
  try {
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Archiver le badge « ${name} »` }).click();
    const dialog = page.getByRole('dialog', { name: 'Archiver le badge ?' });
    await expect(dialog).toContainText('ne sera plus attribué');
    await dialog.getByRole('button', { name: 'Archiver le badge' }).click();
    await expect(page.getByText("Badge archivé. Il n'est plus attribué.")).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.getByText(/^Archivés \(\d+\)$/).click();
    await expect(row).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Archivé le' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/badges/badges-archived-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/shots/badges/badges-archived-390.png', fullPage: true });

    await row.getByRole('button', { name: `Restaurer le badge « ${name} »` }).click();
    await page
      .getByRole('dialog', { name: 'Restaurer le badge ?' })
      .getByRole('button', { name: 'Restaurer le badge' })
      .click();
    await expect(page.getByText('Badge restauré. Il est de nouveau attribué.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByText(/^En service \(\d+\)$/).click();
    await expect(row).toBeVisible();
  } finally {
    expect((await page.request.delete(`/api/badges/${badge.id}`)).status()).toBe(204);
  }
});

test('the city admin names a badge in a challenge goal, and the challenge is saved with it', async ({ page }) => {
  await openAs(page, DEMO.city, '/challenges/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un défi' })).toBeVisible();
  const name = `Défi à badge ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Nom du défi' }).fill(name);
  await page.getByLabel('Description').fill('Roulez 20 km pour gagner le badge.');
  const day = 24 * 3_600_000;
  const local = (offset: number) => new Date(Date.now() + offset).toISOString().slice(0, 16);
  await page.getByLabel('Début').fill(local(2 * day));
  await page.getByLabel('Fin').fill(local(9 * day));
  await page.getByLabel('Valeur à atteindre').fill('20');
  const badge = page.getByRole('combobox', { name: 'Badge (facultatif)' });
  await expect(page.getByText("Donné une seule fois à chaque participant qui atteint l'objectif")).toBeVisible();
  await badge.click();
  await page.getByRole('option', { name: /^Premiers kilomètres \(/ }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await badge.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/badges/challenge-goal-badge-1280.png' });
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const challengeId = new URL(page.url()).pathname.split('/').pop()!;
  try {
    const { data: challenge } = await (await page.request.get(`/api/challenges/${challengeId}`)).json();
    const { data: badges } = await (await page.request.get('/api/badges')).json();
    const chosen = (badges as { id: string; nameFr: string }[]).find((row) => row.nameFr === 'Premiers kilomètres');
    expect(challenge.individualGoal.badgeId).toBe(chosen!.id);
  } finally {
    expect((await page.request.delete(`/api/challenges/${challengeId}`)).ok()).toBe(true);
  }
});
