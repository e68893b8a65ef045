import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectNoSeriousA11yViolations, openAs } from './fixtures.ts';

test('the city writes a news item in French and English, publishes it, and the app reads it in English', async ({
  page,
  request,
  baseURL,
}) => {
  await openAs(page, DEMO.city, '/news');
  await expect(page.getByRole('heading', { name: 'Actualités', level: 1 })).toBeVisible();
  await expect(page.getByText(/Brouillons \(\d+\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Rédiger une actualité' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nouvelle actualité', level: 1 })).toBeVisible();

  // Saving as it opened says what is missing, inline, in French.
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();

  const stamp = Date.now().toString(36);
  const title = `Vélo-boulot d’hiver ${stamp}`;
  await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
  await page.getByRole('textbox', { name: /^Texte/ }).click();
  await page.keyboard.type('Roulez toute l’année : ');
  await page.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.type('pneus à crampons');
  await page.getByRole('combobox', { name: /^Catégorie/ }).click();
  await page.getByRole('option', { name: 'Conseil' }).click();

  await page.getByRole('tab', { name: /Anglais/ }).click();
  await page.getByRole('textbox', { name: /^Titre/ }).fill(`Winter bike commuting ${stamp}`);
  // A translation needs its text too.
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Une traduction a besoin de son titre et de son texte.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Texte/ }).click();
  await page.keyboard.type('Ride all year round.');

  await page.getByRole('radio', { name: 'Maintenant' }).check();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Actualité publiée.')).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Publiée', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Retour aux actualités' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Publiée');
  await expect(row).toContainText('Conseil');

  // The participants' app reads it in English, its text sanitised HTML.
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL! },
    data: { email: DEMO.participant, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${signIn.headers()['set-auth-token']}`, origin: baseURL! };
  const response = await request.get('/api/app/v2/news?language=en', { headers });
  expect(response.status()).toBe(200);
  const item = ((await response.json()).data as { title: string; body: string; language: string }[]).find((news) =>
    news.title.endsWith(stamp),
  );
  expect(item).toMatchObject({ language: 'en', title: `Winter bike commuting ${stamp}` });
  expect(item!.body).toContain('Ride all year round.');
});
