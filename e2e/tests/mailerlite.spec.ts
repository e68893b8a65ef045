import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, openAs } from './fixtures.ts';

const SHOTS = '/tmp/shots/mailerlite';

test('une administratrice de Laval synchronise la liste MailerLite et voit la date changer et la liste rechargée', async ({
  page,
}) => {
  await openAs(page, DEMO.city, '/mailerlite');
  await expect(page.getByRole('heading', { name: 'MailerLite', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'MailerLite' })).toBeVisible();

  // The key is write-only: the field is empty and says which key is stored by its last 4 characters.
  const apiKey = page.getByLabel("Clé d'API", { exact: true });
  await expect(apiKey).toHaveValue('');
  await expect(apiKey).toHaveAttribute('placeholder', 'Clé enregistrée ••••0000');
  await expect(page.getByRole('combobox', { name: 'Groupe MailerLite' })).toHaveValue('Participants Mobiverte');

  const lastSync = page.getByTestId('mailerlite-last-sync');
  await expect(lastSync).not.toHaveText('');
  const before = (await lastSync.textContent()) ?? '';
  expect(before).not.toBe('Jamais synchronisée');
  await expect(page.getByRole('table', { name: 'Participants synchronisés dans MailerLite' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/mailerlite-1280.png`, fullPage: true });

  const synced = page.waitForResponse(
    (response) => response.url().endsWith('/api/syncMailerLiteSubscriptions') && response.request().method() === 'POST',
  );
  const listAgain = synced.then(() =>
    page.waitForResponse(
      (response) => /\/mailerlite\/subscribers/.test(response.url()) && response.request().method() === 'GET',
    ),
  );
  await page.getByRole('button', { name: 'Synchroniser maintenant' }).click();
  const answer = await synced;
  expect(answer.status()).toBe(200);
  const result = (await answer.json()).data as { timestamp: string; state: string };
  expect(result.state).toBe('succeeded');
  expect((await listAgain).status()).toBe(200);

  // The new date, on Laval's clock, from the returned timestamp.
  const day = new Intl.DateTimeFormat('fr-CA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/New_York',
  }).format(new Date(result.timestamp));
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/New_York',
  }).format(new Date(result.timestamp));
  await expect(lastSync).not.toHaveText(before);
  await expect(lastSync).toContainText(day);
  await expect(lastSync).toContainText(time);
  await expect(page.getByText(/Liste synchronisée\s:\s\d+ ajoutés/)).toBeVisible();
  await expect(page.getByText('Réussie', { exact: true })).toBeVisible();

  const table = page.getByRole('table', { name: 'Participants synchronisés dans MailerLite' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('mailerlite-subscribers-total')).toHaveText(/\d+ participants/);

  // The list is searched by the server: the first row's address finds that row alone.
  const email = (await table.getByRole('row').nth(1).getByRole('cell').first().getByText(/@/).textContent())!.trim();
  await page.getByRole('searchbox', { name: 'Rechercher par nom ou courriel' }).fill(email);
  await expect(page.getByTestId('mailerlite-subscribers-total')).toHaveText('1 participant');
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'MailerLite', level: 1 })).toBeVisible();
  await expect(page.getByTestId('mailerlite-last-sync')).toContainText(day);
  await page.screenshot({ path: `${SHOTS}/mailerlite-390.png`, fullPage: true });

  // Disconnecting forgets the key, the group and the synchronised list, after a confirmation; a new key then
  // connects the account again (the development stand-in takes the demo's).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Déconnecter MailerLite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Déconnecter le compte MailerLite ?' });
  await dialog.getByRole('button', { name: 'Déconnecter le compte' }).click();
  await expect(page.getByText('Le compte MailerLite est déconnecté.')).toBeVisible();
  await expect(apiKey).toHaveAttribute('placeholder', "Collez la clé d'API");
  await expect(page.getByRole('button', { name: 'Déconnecter MailerLite' })).toHaveCount(0);
  await expect(page.getByText('Aucun participant synchronisé')).toBeVisible();

  await apiKey.fill('demo-stand-in-key-laval-0000');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(apiKey).toHaveAttribute('placeholder', 'Clé enregistrée ••••0000');
  await page.getByRole('combobox', { name: 'Groupe MailerLite' }).click();
  await page.getByRole('option', { name: 'Participants Mobiverte' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Réglages MailerLite enregistrés.').last()).toBeVisible();
});
