import { expect, test } from '@playwright/test';
import { DEMO, openAs } from './fixtures.ts';
import { findLink, waitForMail } from './mailbox.ts';

test('la ville recherche une organisation, l’ouvre et la désactive ; elle revient à son tableau de bord', async ({
  page,
}) => {
  await openAs(page, DEMO.city, '/city/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Organisations' }).click();
  await expect(page).toHaveURL('/organisations');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Organisations de la ville' });
  await expect(table.getByRole('row')).not.toHaveCount(1);

  await page.getByLabel('Rechercher une organisation').fill('LIBRAIRIE du piv');
  await expect(page).toHaveURL(/q=LIBRAIRIE/);
  await expect(page.getByText(/au plus 25 résultats/)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row', { name: /Librairie du Pivot/ }).click();
  await expect(page).toHaveURL(/\/organisations\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Librairie du Pivot' })).toBeVisible();
  await expect(page.getByText('Inès Roy').first()).toBeVisible();

  await page.getByRole('button', { name: 'Désactiver', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Désactiver cette organisation ?' });
  await expect(dialog).toContainText('Librairie du Pivot');
  await dialog.getByRole('button', { name: "Désactiver l'organisation" }).click();
  await expect(page.getByText('Librairie du Pivot est désactivée.')).toBeVisible();
  await expect(page).toHaveURL('/city/dashboard', { timeout: 10_000 });

  await page.goto('/organisations?q=pivot');
  await expect(
    page.getByRole('table', { name: 'Organisations de la ville' }).getByRole('row', { name: /Librairie du Pivot/ }),
  ).toContainText('Désactivée');
});

test('un commerçant invite un co-administrateur depuis ses paramètres', async ({ page }) => {
  const email = `caisse+${Date.now()}@commerce-exemple.test`;
  await openAs(page, DEMO.tenant, '/tenant/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Paramètres' }).click();
  await expect(page).toHaveURL('/settings');
  const invite = page.getByRole('form', { name: 'Inviter un co-administrateur' });
  await invite.getByLabel('Adresse e-mail').fill(email);
  await invite.getByLabel('Peut modifier').check();
  await invite.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText('Invitation envoyée au co-administrateur.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })).toContainText(
    'Invitation envoyée',
  );
  const link = findLink(await waitForMail(email), '/register/confirm');
  expect(link).toMatch(/tenantId=[0-9a-f-]{36}&pendingId=[0-9a-f-]{36}/);
});
