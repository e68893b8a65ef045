import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, openAs } from './fixtures.ts';

test.describe('la liste des participants de la ville', () => {
  test("l'administrateur de la ville filtre les participants, exporte en CSV après avoir accepté la politique et retrouve l'export dans le journal", async ({
    page,
  }) => {
    await openAs(page, DEMO.city, '/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Participants' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const summary = page.getByText(/^\d[\d\s  ]* participants?$/);
    await expect(summary).toBeVisible();
    const everyone = await summary.innerText();

    // Filtrer par mode : seuls les participants qui ont fait du vélo restent (le total change une fois chargé)
    await page.getByRole('combobox', { name: 'Mode de transport' }).click();
    await page.getByRole('option', { name: 'Vélo', exact: true }).click();
    await expect(page).toHaveURL(/mode=bike/);
    await expect(summary).not.toHaveText(everyone);
    const total = Number((await summary.innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);

    // Trier par GES évités : un chiffre se trie d'abord du plus grand au plus petit
    await table.getByRole('button', { name: /GES évités/ }).click();
    await expect(page).toHaveURL(/sort=ghg&order=desc|order=desc.*sort=ghg/);

    // Exporter : sans acceptation, le téléchargement est impossible
    await page.getByRole('button', { name: 'Exporter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exporter la liste des participants' });
    await expect(dialog.getByText(/Destruction\s:\sles données sont détruites dans les 90 jours/)).toBeVisible();
    const downloadButton = dialog.getByRole('button', { name: 'Télécharger' });
    await expect(downloadButton).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /J'accepte la politique d'utilisation des données/ }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^utilisateurs-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^Prénom;Nom;Courriel;Organisation;Établissement;Code postal;/);
    expect(lines[0]).toContain('Vélo : distance (km)');
    expect(lines).toHaveLength(total + 1);

    // Le journal des exports montre l'export qui vient d'être fait
    await page.getByRole('tab', { name: 'Journal des exports' }).click();
    const log = page.getByRole('table', { name: 'Journal des exports' });
    const first = log.getByRole('row').nth(1);
    await expect(first).toContainText('ville@demo.mobiverte.org');
    await expect(first).toContainText('CSV');
    await expect(first).toContainText(/Mode\s:\sVélo/);
    await expect(first).toContainText(String(total));
  });
});
