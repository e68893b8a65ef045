import { expect, test } from '@playwright/test';
import { DEMO, openAs } from './fixtures.ts';

const OTHER_LIMITS = [
  { form: 'Défis par participant', value: 'Nombre maximal de défis' },
  { form: 'Déplacements saisis à la main', value: 'Nombre maximal de déplacements' },
  { form: 'Transactions par participant', value: 'Nombre maximal de transactions' },
];

test('the organisation edits one limit and the others stay as they were', async ({ page }) => {
  await openAs(page, DEMO.organisation, '/settings');
  await expect(page.getByRole('tab', { name: "Paramètres de l'organisation" })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const before = [];
  for (const limit of OTHER_LIMITS) {
    const form = page.getByRole('form', { name: limit.form });
    before.push({
      value: await form.getByLabel(limit.value).inputValue(),
      period: await form.getByRole('combobox', { name: 'Période' }).inputValue(),
    });
  }

  const km = page.getByRole('form', { name: 'Kilomètres par déplacement' });
  await km.getByLabel('Kilomètres au plus').fill('douze');
  await km.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(km.getByText('Saisissez un nombre.')).toBeVisible();
  await expect(page.getByText('Paramètres enregistrés.')).toHaveCount(0);

  const kilometres = String(40 + (Date.now() % 50));
  await km.getByLabel('Kilomètres au plus').fill(`${kilometres},5`);
  await km.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Paramètres enregistrés.')).toBeVisible();

  await page.reload();
  await expect(km.getByLabel('Kilomètres au plus')).toHaveValue(`${kilometres},5`);
  await expect(km).toContainText(`${kilometres},5 km au plus`);
  for (const [index, limit] of OTHER_LIMITS.entries()) {
    const form = page.getByRole('form', { name: limit.form });
    await expect(form.getByLabel(limit.value)).toHaveValue(before[index]!.value);
    await expect(form.getByRole('combobox', { name: 'Période' })).toHaveValue(before[index]!.period);
  }
});
