import { expect, test } from '@playwright/test';
import { findLink, waitForMail } from './mailbox.ts';

test('an organisation registers in French, must acknowledge the policies, and opens its dashboard from the emailed link', async ({
  page,
}) => {
  const email = `coordination+${Date.now()}@cegep-exemple.test`;
  await page.goto('/register/organisation');
  await page.getByLabel("Nom de l'organisation").fill('Cégep Exemple');
  await page.getByLabel('Prénom').fill('Julie');
  await page.getByLabel('Nom', { exact: true }).fill('Tremblay');
  await page.getByLabel('Adresse e-mail de connexion').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Un-mot-de-passe-2026');
  await page.getByRole('combobox', { name: 'Ville' }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel("Nombre d'employés").fill('140');

  await page.getByRole('button', { name: "Créer l'espace de mon organisation" }).click();
  await expect(page).toHaveURL('/register/organisation');

  await page.getByLabel("J'accepte les conditions d'utilisation").check();
  await page.getByLabel("J'accepte la politique de confidentialité").check();
  await page.getByRole('button', { name: "Créer l'espace de mon organisation" }).click();
  await expect(page.getByText(/Ouvrez le lien envoyé à votre adresse e-mail/)).toBeVisible();
  await expect(page).toHaveURL('/register/organisation');

  const mail = await waitForMail(email);
  await page.goto(findLink(mail, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/confirm-email/);
  await page.goto('/organisation/dashboard');
  await expect(page.getByRole('main').getByText('Cégep Exemple').first()).toBeVisible();
});

test('a registration with an email already in use answers as a new one (the email says the rest)', async ({ page }) => {
  await page.goto('/register/organisation');
  await page.getByLabel("Nom de l'organisation").fill('Doublon');
  await page.getByLabel('Prénom').fill('Marc');
  await page.getByLabel('Nom', { exact: true }).fill('Gagnon');
  await page.getByLabel('Adresse e-mail de connexion').fill('organisation@demo.mobiverte.org');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Un-mot-de-passe-2026');
  await page.getByRole('combobox', { name: 'Ville' }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel("Nombre d'employés").fill('12');
  await page.getByLabel("J'accepte les conditions d'utilisation").check();
  await page.getByLabel("J'accepte la politique de confidentialité").check();
  await page.getByRole('button', { name: "Créer l'espace de mon organisation" }).click();
  await expect(page.getByText(/Ouvrez le lien envoyé à votre adresse e-mail/)).toBeVisible();
  await expect(page.getByText(/cette adresse e-mail existe déjà/i)).toHaveCount(0);
});
