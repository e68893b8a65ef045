import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, openAs } from './fixtures.ts';

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

test('the organisation reads the city rules that apply to its participants, without a field to change them', async ({
  page,
}) => {
  await openAs(page, DEMO.organisation, '/settings');
  await page.getByRole('tab', { name: 'Règles de la ville' }).click();
  await expect(page).toHaveURL(/tab=city-rules/);
  const panel = page.getByRole('tabpanel', { name: 'Règles de la ville' });
  for (const title of ['Limites de la ville', 'Limites des participants', 'Points de contrôle']) {
    await expect(panel.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await expect(panel.getByRole('heading', { name: 'Covoiturage' })).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: "Courriels d'administration" })).toHaveCount(0);
  await expect(panel.getByRole('textbox')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);

  // The points per trip of each group of modes, and the daily caps, as the city's settings say.
  const { data: me } = await (await page.request.get('/api/me')).json();
  const { data: settings } = await (await page.request.get(`/api/cities/${me.cityId}/settings`)).json();
  expect(settings['admin-emails']).toBeUndefined();
  const perTrip = settings['city-limits'].maxPointsPerTrip as Record<'active' | 'collective' | 'other', number | null>;
  // French numbers and colons take narrow no-break spaces: \s matches them.
  const line = (group: string, value: number | null) =>
    new RegExp(
      `${group}\\s:\\s${value === null ? 'Aucune limite' : `${value.toLocaleString('fr-FR').replace(/\s/g, '\\s')}\\spoints? verts?`}`,
    );
  const pointsRow = panel.getByRole('definition').filter({ hasText: 'Actifs' });
  await expect(pointsRow).toContainText(line('Actifs', perTrip.active));
  await expect(pointsRow).toContainText(line('Collectifs', perTrip.collective));
  await expect(pointsRow).toContainText(line('Autres', perTrip.other));
  await expect(panel.getByRole('term').filter({ hasText: 'Points par jour' })).toBeVisible();
  await expect(panel.getByRole('term').filter({ hasText: 'Distance par jour' })).toBeVisible();
  await expect(panel.getByRole('term').filter({ hasText: 'Coefficient des points de contrôle' })).toContainText(
    'à 250 m près',
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/settings/organisation-city-rules-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/shots/settings/organisation-city-rules-390.png', fullPage: true });
});
