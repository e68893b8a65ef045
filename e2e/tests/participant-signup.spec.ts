import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './fixtures.ts';
import { findLink, waitForMail } from './mailbox.ts';

test('a participant signs up in French with the invite code of the shared link, confirms the email and signs in', async ({
  page,
  browser,
}) => {
  const coordinator = await browser.newContext();
  const signIn = await coordinator.request.post('/api/auth/sign-in/email', {
    data: { email: DEMO.organisation, password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const { data: me } = await (await coordinator.request.get('/api/me')).json();
  const { data: profile } = await (await coordinator.request.get(`/api/organisations/${me.organisationId}`)).json();
  const inviteCode = profile.inviteCode as string;
  await coordinator.close();

  await page.goto(`/partage?code=${inviteCode}`);
  await page.getByRole('link', { name: 'Créer mon compte participant' }).click();
  await expect(page).toHaveURL(`/inscription?code=${inviteCode}`);
  await expect(page.getByRole('heading', { name: 'Créer mon compte participant' })).toBeVisible();
  await expect(page.getByLabel("Code d'invitation")).toHaveValue(inviteCode);

  const email = `lea.gagnon+${Date.now()}@exemple.test`;
  const password = 'Un-mot-de-passe-2026';
  await page.getByLabel('Prénom').fill('Léa');
  await page.getByLabel('Nom', { exact: true }).fill('Gagnon');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText("Vous devez accepter les conditions d'utilisation.")).toBeVisible();

  await page.getByLabel("J'accepte les conditions d'utilisation").check();
  await page.getByLabel("J'accepte la politique de confidentialité").check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez vos courriels' })).toBeVisible();
  await expect(page.getByText(`Nous avons envoyé un lien de confirmation à ${email}.`)).toBeVisible();

  const early = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(early.status()).toBe(403);

  const mail = await waitForMail(email);
  await page.goto(findLink(mail, '/api/auth/verify-email'));
  await expect(page).toHaveURL('/inscription/confirmee');
  await expect(page.getByRole('heading', { name: 'Votre compte est confirmé' })).toBeVisible();
  await expect(page.getByText(/Ouvrez l'application .+ et connectez-vous avec cette adresse e-mail\./)).toBeVisible();

  const signedIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signedIn.status()).toBe(200);
});

test('an unknown invite code is refused next to its field, in French', async ({ page }) => {
  await page.goto('/inscription?code=zzzz9999');
  await expect(page.getByLabel("Code d'invitation")).toHaveValue('ZZZZ9999');
  await page.getByLabel('Prénom').fill('Marc');
  await page.getByLabel('Nom', { exact: true }).fill('Roy');
  await page.getByLabel('Adresse e-mail').fill(`marc.roy+${Date.now()}@exemple.test`);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Un-mot-de-passe-2026');
  await page.getByLabel("J'accepte les conditions d'utilisation").check();
  await page.getByLabel("J'accepte la politique de confidentialité").check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText(/Ce code d'invitation ne correspond à aucune organisation participante/)).toBeVisible();
  await expect(page.getByLabel("Code d'invitation")).toBeFocused();
});
