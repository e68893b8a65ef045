import { expect, test } from '@playwright/test';
import { DEMO, openAs } from './fixtures.ts';
import { findLink, waitForMail } from './mailbox.ts';

test('the organisation invites a co-admin by email, who joins read-only, then loses access when removed', async ({
  page,
  browser,
}) => {
  const email = `co-admin+${Date.now()}@boreal-exemple.test`;
  await openAs(page, DEMO.organisation, '/settings');
  await page.getByRole('tab', { name: 'Accès' }).click();

  const invite = page.getByRole('form', { name: 'Inviter un co-administrateur' });
  await invite.getByLabel('Adresse e-mail').fill('marie.tremblay@exemple');
  await invite.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(invite.getByText('Adresse e-mail invalide', { exact: true })).toBeVisible();

  await invite.getByLabel('Adresse e-mail').fill(email);
  await expect(invite.getByLabel('Peut modifier')).not.toBeChecked();
  await invite.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText('Invitation envoyée au co-administrateur.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toContainText('Invitation envoyée');
  await expect(row).toContainText('Non');
  await row.getByRole('button', { name: `Donner le droit de modifier à ${email}` }).click();
  const grant = page.getByRole('dialog', { name: /^Donner le droit de modifier/ });
  await expect(grant.getByRole('button', { name: 'Donner le droit de modifier' })).toBeVisible();
  await grant.getByRole('button', { name: 'Annuler' }).click();
  await expect(grant).toBeHidden();
  await expect(row).toContainText('Non');

  const mail = await waitForMail(email);
  const link = findLink(mail, '/register/confirm');
  expect(link).toMatch(/organisationId=[0-9a-f-]{36}&pendingId=[0-9a-f-]{36}/);

  const invitee = await browser.newContext();
  const coAdmin = await invitee.newPage();
  await coAdmin.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(coAdmin.getByRole('heading', { name: 'Rejoignez Groupe Conseil Boréal' })).toBeVisible();
  await expect(coAdmin.getByLabel('Adresse e-mail')).toHaveValue(email);
  await coAdmin.getByLabel('Prénom').fill('Marie');
  await coAdmin.getByLabel('Nom', { exact: true }).fill('Tremblay');
  await coAdmin.getByLabel('Mot de passe', { exact: true }).fill('Un-mot-de-passe-2026');
  await coAdmin.getByRole('button', { name: 'Créer mon accès' }).click();
  await expect(coAdmin.getByText('Vous devez accepter la politique de confidentialité.')).toBeVisible();
  await coAdmin.getByLabel("J'accepte la politique de confidentialité").check();
  await coAdmin.getByRole('button', { name: 'Créer mon accès' }).click();

  await expect(coAdmin).toHaveURL('/organisation/dashboard');
  await expect(coAdmin.getByText('Accès en lecture seule')).toBeVisible();
  await coAdmin.getByRole('navigation').getByRole('link', { name: 'Paramètres' }).click();
  await expect(coAdmin).toHaveURL('/settings');
  await expect(coAdmin.getByRole('tab', { name: 'Accès' })).toHaveCount(0);
  for (const label of [
    'Nombre maximal de défis',
    'Kilomètres au plus',
    'Nombre maximal de déplacements',
    'Nombre maximal de transactions',
  ]) {
    await expect(coAdmin.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  // read-only: the limits read as text, with nothing to type in or save
  await expect(coAdmin.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(coAdmin.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);

  await page.reload();
  await expect(row).toContainText('Confirmé');
  await row.getByRole('button', { name: `Supprimer l'accès de ${email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Accès supprimé.')).toBeVisible();
  await expect(row).toHaveCount(0);

  await coAdmin.reload();
  await expect(coAdmin).toHaveURL(/\/organisation\/login/);
  await invitee.close();
});
