import { expect, test } from '@playwright/test';
import { waitForMail } from './mailbox.ts';
import { PLATFORM_OPERATOR_TOKEN } from './platform-token.ts';

test('an operator creates a city in French; its admin chooses a password from the welcome mail and opens the city', async ({
  page,
}) => {
  const stamp = Date.now();
  const cityName = `Saint-Lin–Laurentides ${stamp}`;
  const adminEmail = `marie-eve.cote+${stamp}@exemple.test`;
  await page.goto('/platform/onboarding');
  await expect(page.getByRole('heading', { name: 'Créer une ville' })).toBeVisible();

  await page.getByRole('button', { name: 'Créer la ville' }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await page.getByLabel("Jeton d'opérateur").fill('trop-court');
  await page.getByLabel("Courriel de l'administrateur").fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Créer la ville' }).click();
  await expect(page.getByText('Le jeton compte au moins 32 caractères.')).toBeVisible();
  await expect(page.getByText('Adresse e-mail invalide')).toBeVisible();

  await page.getByLabel("Jeton d'opérateur").fill('un-jeton-faux-de-plus-de-32-caracteres');
  await page.getByLabel('Nom de la ville').fill(cityName);
  await page.getByLabel('Courriel de contact de la ville').fill(`mobilite+${stamp}@saint-lin.test`);
  await page.getByLabel('Province ou État (facultatif)').fill('QC');
  await page.getByRole('combobox', { name: 'Fuseau horaire' }).fill('toronto');
  await page.getByRole('option', { name: /^Toronto/ }).click();
  await page.getByLabel('Prénom').fill('Marie-Ève');
  await page.getByLabel('Nom', { exact: true }).fill('Côté');
  await page.getByLabel("Courriel de l'administrateur").fill(adminEmail);
  await page.getByRole('button', { name: 'Créer la ville' }).click();
  await expect(page.getByText("Jeton d'opérateur absent ou incorrect.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Jeton d'opérateur")).toBeFocused();

  await page.getByLabel("Jeton d'opérateur").fill(PLATFORM_OPERATOR_TOKEN);
  await page.getByRole('button', { name: 'Créer la ville' }).click();
  await expect(page.getByRole('heading', { name: 'Nouvelle ville prête' })).toBeVisible();
  await expect(page.getByText(`Ville créée : ${cityName}.`)).toBeVisible();
  await expect(page.getByText(`Un courriel a été envoyé à ${adminEmail} pour choisir son mot de passe.`)).toBeVisible();

  // another city in the same sitting: the token is still there
  await page.getByRole('button', { name: 'Créer une autre ville' }).click();
  await expect(page.getByLabel("Jeton d'opérateur")).toHaveValue(PLATFORM_OPERATOR_TOKEN);
  await expect(page.getByLabel('Nom de la ville')).toHaveValue('');

  const mail = await waitForMail(adminEmail);
  expect(mail).toContain(cityName);
  const link = /https?:\/\/[^\s"'<>]+\/api\/auth\/reset-password\/[^\s"'<>]+/.exec(mail)?.[0];
  expect(link, 'the reset link of the welcome mail').toBeDefined();
  await page.goto(link!.replace(/&amp;/g, '&'));
  await expect(page).toHaveURL(/\/organisation\/reset-password\?token=/);
  const password = 'Velo-a-la-mairie-2026';
  await page.getByLabel('Nouveau mot de passe').fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  // Saved once the page leaves for the login page: going on earlier could cut the request short (a flaky run).
  await expect(page).toHaveURL(/\/organisation\/login/);

  await page.goto('/city/login');
  await page.getByLabel(/e-mail/i).fill(adminEmail);
  await page.getByLabel(/mot de passe/i).fill(password);
  await page.getByRole('button', { name: /se connecter/i }).click();
  await expect(page).toHaveURL('/city/dashboard');
  await expect(page.getByText(cityName).first()).toBeVisible();
  await expect(page.getByText('Aucun déplacement durable sur cette période').first()).toBeVisible();
});
