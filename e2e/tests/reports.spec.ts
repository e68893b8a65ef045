import { readFile } from 'node:fs/promises';
import type { CommutingReport } from '@mobiverte/contracts';
import { expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { DEMO, expectNoSeriousA11yViolations, openAs } from './fixtures.ts';

const reportOf = (response: { json: () => Promise<unknown> }) =>
  response.json().then((body) => (body as { data: CommutingReport }).data);

test.describe('les rapports, en français', () => {
  test('une organisation lit son rapport de l’année et le télécharge en PDF et en CSV', async ({ page }) => {
    test.slow();
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/reports/commuting' && response.ok(),
    );
    await openAs(page, DEMO.organisation, '/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible();
    const report = await reportOf(await answer);
    expect(report.scope.kind).toBe('organisation');
    expect(report.totals.trips).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Par mode' })).toBeVisible();
    const byMode = page.getByRole('table', { name: 'Par mode' });
    await expect(byMode.getByRole('columnheader', { name: /Participants/ })).toBeVisible();
    const [first] = report.totals.modes;
    expect(first!.participants).toBeGreaterThan(0);
    await expect(
      page.getByText(/^Participants par mode\u202f: ceux qui ont fait au moins un déplacement/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Par établissement' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Facteurs d’émission utilisés' })).toBeVisible();
    await expect(page.getByText('Extrapolation', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^rapport-emissions-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.pdf$/);
    const parser = new PDFParse({ data: new Uint8Array(await readFile((await pdf.path())!)) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Rapport des émissions des déplacements domicile-travail');
    expect(text).toContain(report.scope.name);
    const trips = new Intl.NumberFormat('fr-FR').format(report.totals.trips).replaceAll('\u202f', ' ');
    expect(text.replaceAll('\u00a0', ' ')).toContain(trips);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const lines = (await readFile((await csv.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^Niveau;Nom;Mode;Participants;/);
    const total = lines.find((line) => line.startsWith('Total;') && line.includes(';Tous modes;'))!;
    expect(Number(total.split(';')[6])).toBe(report.totals.trips);
    const firstMode = lines.find((line) => line.startsWith('Total;') && !line.includes(';Tous modes;'))!;
    expect(Number(firstMode.split(';')[3])).toBe(first!.participants);
  });

  test('la ville choisit une organisation et voit ses facteurs d’émission', async ({ page }) => {
    test.slow();
    await openAs(page, DEMO.city, '/reports');
    await expect(page.getByRole('heading', { name: 'Par organisation' })).toBeVisible({ timeout: 30_000 });
    const scope = page.getByRole('combobox', { name: 'Rapport de' });
    await scope.click();
    const option = page.getByRole('option').nth(1);
    const name = (await option.textContent())!;
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.has('organisationId') && response.ok(),
    );
    await option.click();
    expect((await reportOf(await answer)).scope.name).toBe(name);
    await expect(page.getByRole('heading', { name: 'Par établissement' })).toBeVisible();
    await page.goto('/emission-factors');
    await expect(page.getByRole('heading', { level: 1, name: 'Facteurs d’émission' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Facteur de Autobus/ })).toHaveValue(/0[,.]113/);
    await expect(page.getByRole('heading', { name: 'Historique des changements' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
