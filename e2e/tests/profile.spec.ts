import { expect, type Page, test } from '@playwright/test';
import { DEMO, openAs } from './fixtures.ts';

async function readInviteCode(page: Page): Promise<string> {
  const { data: me } = await (await page.request.get('/api/me')).json();
  const { data: profile } = await (await page.request.get(`/api/organisations/${me.organisationId}`)).json();
  return profile.inviteCode as string;
}

test('the organisation saves its profile, and an invalid postal code is refused inline', async ({ page }) => {
  await openAs(page, DEMO.organisation, '/profile');
  const form = page.getByRole('form', { name: "Profil de l'organisation" });
  await expect(form.getByLabel("Nom de l'organisation")).toHaveValue('Groupe Conseil Boréal');
  const postalCode = await form.getByLabel('Code postal').inputValue();

  const street = `${100 + (Date.now() % 800)}, boulevard Chomedey`;
  await form.getByLabel('Rue (facultative)').fill(street);
  await form.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await expect(page.getByText('Paramètres enregistrés.')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Rue (facultative)')).toHaveValue(street);

  await form.getByLabel('Code postal').fill('75001');
  await form.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await expect(form.getByText('Code postal invalide pour Canada (exemple : H7N 5H9).')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Code postal')).toHaveValue(postalCode);
});

test('the share page of the invitation link shows the organisation and its invite code', async ({ page, browser }) => {
  await openAs(page, DEMO.organisation, '/profile');
  const code = await readInviteCode(page);
  await expect(page.getByRole('textbox', { name: "Lien d'invitation" })).toHaveValue(
    new RegExp(`/partage\\?code=${code}$`),
  );

  const visitor = await browser.newContext();
  const share = await visitor.newPage();
  await share.goto(`/partage?code=${code}`);
  await expect(share.getByRole('heading', { name: 'Groupe Conseil Boréal vous invite à la rejoindre' })).toBeVisible();
  await expect(share.getByText('Ville de Laval')).toBeVisible();
  await expect(share.getByText(code, { exact: true })).toBeVisible();
  await expect(share.getByRole('heading', { name: "Comment rejoindre l'organisation" })).toBeVisible();

  await share.goto('/partage?code=ZZZZ9999');
  await expect(share.getByRole('heading', { name: 'Invitation introuvable' })).toBeVisible();
  await visitor.close();
});
