import { expect, test } from '@playwright/test';
import { DEMO, openAs } from './fixtures.ts';

test.describe('les trajets de la ville, en français', () => {
  test('un administrateur de la ville filtre les trajets, saisit un trajet pour un participant et en corrige un', async ({
    page,
  }) => {
    await openAs(page, DEMO.city, '/users-sessions');
    await expect(page.getByRole('heading', { level: 1, name: 'Trajets de la ville' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Trajets par distance et par mode' })).toBeVisible();

    // Filtrer : les trajets comptabilisés à vélo.
    await page.getByRole('combobox', { name: 'Mode' }).click();
    await page.getByRole('option', { name: 'Vélo', exact: true }).click();
    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Comptabilisé', exact: true }).click();
    const rows = page.getByRole('table', { name: 'Trajets de la ville' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('Vélo');
    await expect(rows.nth(1)).toContainText('Comptabilisé');
    await expect(page.getByRole('link', { name: 'Exporter en CSV' })).toHaveAttribute(
      'href',
      /mode=bike.*status=counted|status=counted.*mode=bike/,
    );

    // Saisir un trajet pour le participant de démonstration.
    await page.getByRole('button', { name: 'Saisir un trajet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saisir un trajet pour un participant' });
    await dialog.getByRole('combobox', { name: 'Participant' }).fill(DEMO.participant.split('@')[0]!);
    await page.getByRole('option').first().click();
    const start = new Date(Date.now() - 26 * 3_600_000);
    start.setMinutes(7, 0, 0);
    const local = (date: Date) =>
      new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await dialog.getByLabel('Début').fill(local(start));
    await dialog.getByLabel('Fin').fill(local(new Date(start.getTime() + 20 * 60_000)));
    await dialog.getByRole('textbox', { name: 'Distance' }).fill('4');
    await dialog.getByRole('button', { name: 'Enregistrer le trajet' }).click();
    await expect(page.getByText(/Trajet enregistré/)).toBeVisible();

    // Le trajet saisi est listé avec son auteur ; on le corrige.
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await page.getByRole('combobox', { name: 'Source' }).click();
    await page.getByRole('option', { name: 'Saisi par un administrateur' }).click();
    const entered = rows.filter({ hasText: /Saisi par/ }).first();
    await expect(entered).toBeVisible();
    await entered.getByRole('button', { name: /Corriger le trajet de/ }).click();
    const correction = page.getByRole('dialog', { name: 'Corriger un trajet' });
    await correction.getByRole('textbox', { name: 'Distance' }).fill('6');
    await correction
      .getByRole('textbox', { name: 'Motif de la correction' })
      .fill('Distance confirmée par le participant');
    await correction.getByRole('button', { name: 'Enregistrer la correction' }).click();
    await expect(page.getByText(/Trajet corrigé/)).toBeVisible();
    await expect(rows.filter({ hasText: /Corrigé le/ }).first()).toBeVisible();

    // L’onglet des utilisateurs en erreur.
    await page.getByRole('tab', { name: 'Utilisateurs en erreur' }).click();
    await expect(page.getByRole('table', { name: 'Utilisateurs en erreur' })).toBeVisible();
  });
});
