import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, openAs } from './fixtures.ts';

/** Only the province changes: other tests rely on the city's name and time zone. */
test('the city edits its province, which is kept after a reload, on an accessible page', async ({ page }) => {
  await openAs(page, DEMO.city, '/profile');
  const form = page.getByRole('form', { name: 'Profil de la ville' });
  await expect(form.getByLabel('Nom de la ville')).toHaveValue('Laval');
  await expect(form.getByRole('combobox', { name: 'Fuseau horaire' })).toHaveValue(/^New York — /);
  await expect(page.getByText('ne se modifie pas encore')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'En chiffres' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);

  const province = form.getByLabel('Province (facultative)');
  const initial = await province.inputValue();
  const changed = initial === 'Québec' ? 'QC' : 'Québec';
  await province.fill(changed);
  await form.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await expect(page.getByText('Paramètres enregistrés.')).toBeVisible();

  await page.reload();
  await expect(province).toHaveValue(changed);
  await expect(form.getByLabel('Nom de la ville')).toHaveValue('Laval');
  await expect(form.getByRole('combobox', { name: 'Fuseau horaire' })).toHaveValue(/^New York — /);
});
