import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.ts';
import { findLink, waitForMail } from './mailbox.ts';

/** Registers a throwaway organisation through the API, follows its emailed confirmation link (which signs its admin in) and returns its email. */
async function registerOrganisation(page: Page, name: string): Promise<string> {
  const email = `compte+${Date.now()}@${name.toLowerCase()}-exemple.test`;
  const cities = await (await page.request.get('/api/public/cities')).json();
  const registered = await page.request.post('/api/register/organisation', {
    data: {
      organisationName: `${name} ${Date.now()}`,
      firstName: 'Julie',
      lastName: 'Tremblay',
      email,
      password: DEMO_PASSWORD,
      cityId: cities.data[0].id,
      employeesCount: 12,
      acceptTerms: true,
      acceptPrivacy: true,
      locale: 'fr',
    },
  });
  expect(registered.ok()).toBe(true);
  await page.goto(findLink(await waitForMail(email), '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/confirm-email/);
  return email;
}

async function signIn(page: Page, email: string) {
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/mot de passe/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /se connecter/i }).click();
}

test('an organisation deactivates its account: it is signed out, sent to login, and can no longer sign in', async ({
  page,
}) => {
  const email = await registerOrganisation(page, 'Desactivee');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Désactiver le compte' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('Compte désactivé.')).toBeVisible();
  await expect(page.getByText('vous allez être redirigé vers la page de connexion')).toBeVisible();
  await expect(page).toHaveURL(/\/organisation\/login/);

  await signIn(page, email);
  await expect(page.getByText('Ce compte est désactivé. Contactez la ville pour le réactiver.')).toBeVisible();
  await expect(page).toHaveURL(/\/organisation\/login/);
});

test('an organisation deletes its account: it is signed out, sent to login, and the account is gone', async ({
  page,
}) => {
  const email = await registerOrganisation(page, 'Supprimee');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Supprimer le compte' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page.getByText('Compte supprimé.')).toBeVisible();
  await expect(page).toHaveURL(/\/organisation\/login/);

  await signIn(page, email);
  await expect(page.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
});
