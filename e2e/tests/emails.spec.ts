import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, openAs } from './fixtures.ts';
import { waitForMailContaining } from './mailbox.ts';

test('the city writes an email, sends itself a test, plans it for tomorrow, then cancels it', async ({ page }) => {
  await openAs(page, DEMO.city, '/emails');
  await expect(page.getByRole('heading', { name: 'Courriels', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Nouveau courriel' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nouveau courriel', level: 1 })).toBeVisible();
  // Saving as it opened says what is missing, inline, in French.
  await page.getByRole('button', { name: 'Enregistrer le courriel' }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();

  const stamp = Date.now().toString(36);
  const name = `Semaine du vélo ${stamp}`;
  await page.getByRole('textbox', { name: /^Nom$/ }).fill(name);
  await page.getByRole('textbox', { name: /^Objet/ }).fill(`La semaine du vélo commence lundi ${stamp}`);
  await page.getByRole('textbox', { name: /^Contenu/ }).click();
  await page.keyboard.type('Bonjour ! Venez rouler avec nous : ');
  await page.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.type('petit-déjeuner offert');
  // Only chosen organisations: the reach is counted as they are chosen.
  await page.getByRole('radio', { name: 'Les participants d’organisations choisies' }).check();
  await page.getByRole('combobox', { name: 'Organisations' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await expect(page.getByText(/Atteindrait [\d\s  ]+ participants? aujourd’hui/)).toBeVisible();

  await page.getByRole('button', { name: 'Enregistrer le courriel' }).click();
  await expect(page.getByText('Brouillon enregistré.')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // The test reaches the admin's own address, captured by the test SMTP server.
  await page.getByRole('button', { name: 'M’envoyer un test' }).click();
  await expect(page.getByText(`Test envoyé à ${DEMO.city}.`)).toBeVisible();
  const mail = await waitForMailContaining(stamp);
  expect(mail).toContain('petit-déjeuner offert');
  expect(mail).toContain('/unsubscribe/');

  // Planned for tomorrow at 9:00, the city's time.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('radio', { name: 'Planifier' }).check();
  await page.getByLabel(/^Date d’envoi/).fill(`${tomorrow}T09:00`);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText(/Courriel planifié pour le/)).toBeVisible();
  await expect(page.getByText('Planifié', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screenshots/email-editor-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screenshots/email-editor-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Annuler l’envoi' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler l’envoi' }).click();
  await expect(page.getByText('Envoi annulé.')).toBeVisible();
  await expect(page.getByText('Annulé', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Retour aux courriels' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Annulé');
  await page.screenshot({ path: 'test-results/screenshots/emails-1280.png', fullPage: true });
});
