import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, openAs } from './fixtures.ts';

const SHOTS = '/tmp/shots/notification-templates';

test('an organisation writes its own notification template, is told a name is taken, uses it, then deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAs(page, DEMO.organisation, '/notifications');
  await page.getByRole('link', { name: 'Modèles' }).click();
  await expect(page.getByRole('heading', { name: 'Modèles de notification', level: 1 })).toBeVisible();
  // The city's templates are offered, read-only.
  await expect(page.getByRole('row', { name: /Météo vélo/ })).toContainText('De la ville');
  await expect(page.getByRole('button', { name: 'Modifier le modèle Météo vélo' })).toHaveCount(0);

  const stamp = Date.now().toString(36);
  const name = `Rappel du lundi ${stamp}`;
  await page.getByRole('button', { name: 'Nouveau modèle' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau modèle' });
  await dialog.getByRole('textbox', { name: /^Nom du modèle/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Titre/ }).fill('Lundi à vélo');
  await dialog
    .getByRole('textbox', { name: /^Contenu/ })
    .fill('Ce lundi, venez au travail à vélo : un café vous attend.');
  await expect(dialog.getByTestId('preview-title')).toHaveText('Lundi à vélo');
  await dialog.getByRole('button', { name: 'Créer le modèle' }).click();
  await expect(page.getByText('Modèle créé.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/list-1280.png`, fullPage: true });

  // The same name, whatever its case, is refused next to the field.
  await page.getByRole('button', { name: 'Nouveau modèle' }).first().click();
  await dialog.getByRole('textbox', { name: /^Nom du modèle/ }).fill(name.toUpperCase());
  await dialog.getByRole('textbox', { name: /^Titre/ }).fill('Autre');
  await dialog.getByRole('textbox', { name: /^Contenu/ }).fill('Autre contenu.');
  await dialog.getByRole('button', { name: 'Créer le modèle' }).click();
  await expect(dialog.getByText('Ce nom de modèle est déjà utilisé')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/form-1280.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // Edited.
  await page.getByRole('button', { name: `Modifier le modèle ${name}` }).click();
  const editing = page.getByRole('dialog', { name: 'Modifier le modèle' });
  await editing.getByRole('textbox', { name: /^Titre/ }).fill('Lundi matin à vélo');
  await editing.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modèle enregistré.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Lundi matin à vélo');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Used: a new notification opens filled from it.
  await page.getByRole('link', { name: `Utiliser le modèle ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Nouvelle notification', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue('Lundi matin à vélo');
  await expect(page.getByRole('textbox', { name: /^Contenu/ })).toHaveValue(
    'Ce lundi, venez au travail à vélo : un café vous attend.',
  );
  await page.goBack();

  // Deleted, after confirming.
  await page.getByRole('button', { name: `Supprimer le modèle ${name}` }).click();
  await page.getByRole('dialog', { name: 'Supprimer le modèle ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Modèle supprimé.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
