import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectNoSeriousA11yViolations, openAs } from './fixtures.ts';

const SHOTS = '/tmp/shots/notifications';

test('an organisation writes a notification, previews its wrapping, sends it, and it reaches a participant’s inbox', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await openAs(page, DEMO.organisation, '/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText(/Envoyées \(\d+\)/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Dîner des cyclistes/ })).toContainText('Envoyée');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/list-1280.png`, fullPage: true });

  await page.getByRole('link', { name: 'Écrire une notification' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nouvelle notification', level: 1 })).toBeVisible();

  // Saving as it opened says what is missing, in French.
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();

  // A template fills the title and the content.
  await page.getByRole('combobox', { name: "Partir d'un modèle" }).click();
  await page.getByRole('option', { name: 'Météo vélo' }).click();
  await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue('Beau temps pour pédaler');

  const stamp = Date.now().toString(36);
  const title = `Vélo-boulot ${stamp}`;
  await page.getByRole('textbox', { name: /^Nom/ }).fill(`Rappel vélo ${stamp}`);
  await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
  await page
    .getByRole('textbox', { name: /^Contenu/ })
    .fill('Demain matin, venez au travail à vélo : un café chaud vous attend à l’accueil.');
  // The preview shows how the phone wraps it.
  const preview = page.getByRole('figure', { name: /Aperçu de la notification/ });
  await expect(preview.getByTestId('preview-title')).toHaveText(title);
  await expect(preview.getByTestId('preview-content').locator('p')).toHaveText([
    'Demain matin, venez au travail à vélo :',
    'un café chaud vous attend à l’accueil.',
  ]);
  await expect(page.getByText('Le contenu passe sur 2 lignes.')).toBeVisible();
  await expect(page.getByText('78 / 240 caractères')).toBeVisible();
  await expect(page.getByText(/Atteindrait [0-9  ]+ participants? aujourd’hui/)).toBeVisible();

  // A planned time already past is refused next to its field.
  await page.getByRole('radio', { name: 'Planifier' }).check();
  await page.getByLabel(/^Date et heure d'envoi/).fill('2020-01-06T08:00');
  await page.getByRole('button', { name: "Planifier l'envoi" }).click();
  await expect(page.getByText(/l’heure d’envoi sont passées/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/editor-1280.png`, fullPage: true });

  // Send now, after confirming.
  await page.getByRole('radio', { name: 'Envoyer maintenant' }).check();
  await page.getByRole('button', { name: 'Envoyer maintenant' }).click();
  const dialog = page.getByRole('dialog', { name: /Envoyer maintenant/ });
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Envoyer la notification' }).click();
  await expect(page.getByText("Notification en cours d'envoi.")).toBeVisible();
  await expect(page.getByRole('heading', { name: `Rappel vélo ${stamp}`, level: 1 })).toBeVisible();

  // The delivery job sends it within the minute; the participant's app finds it in the inbox and opens it.
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL! },
    data: { email: DEMO.participant, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${signIn.headers()['set-auth-token']}`, origin: baseURL! };
  type InboxItem = { id: string; title: string; content: string; openedAt: string | null };
  const findItem = async () => {
    const response = await request.get('/api/app/v2/me/notifications', { headers });
    return ((await response.json()).data as InboxItem[]).find((item) => item.title === title);
  };
  await expect.poll(findItem, { timeout: 90_000, intervals: [1_000, 2_000, 5_000] }).toBeDefined();
  const item = (await findItem())!;
  expect(item.content).toContain('un café chaud');
  const read = await request.post(`/api/app/v2/me/notifications/${item.id}/read`, { headers });
  expect(read.status()).toBe(200);

  // The organisation sees it sent, with its figures.
  const notificationId = new URL(page.url()).pathname.split('/').at(-1)!;
  const stateOf = async () =>
    ((await (await page.request.get(`/api/notifications/${notificationId}`)).json()).data as { state: string }).state;
  await expect.poll(stateOf, { timeout: 30_000 }).toBe('sent');
  await page.reload();
  await expect(page.getByText('Envoyée', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Ouvertes', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sent-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/sent-390.png`, fullPage: true });
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
  await page.goto('/notifications/new');
  await page.getByRole('textbox', { name: /^Titre/ }).fill('Heure bonus ce matin');
  await page
    .getByRole('textbox', { name: /^Contenu/ })
    .fill('Entre 7 h et 9 h, vos déplacements durables rapportent deux fois plus de points verts.');
  await page.screenshot({ path: `${SHOTS}/editor-390.png`, fullPage: true });
});

test('a city plans a notification in its time zone, then cancels it before it leaves', async ({ page }) => {
  await openAs(page, DEMO.city, '/notifications/new');
  await expect(page.getByRole('heading', { name: 'Nouvelle notification', level: 1 })).toBeVisible();
  const stamp = Date.now().toString(36);
  await page.getByRole('textbox', { name: /^Nom/ }).fill(`Annonce ${stamp}`);
  await page.getByRole('textbox', { name: /^Titre/ }).fill('Journée sans voiture');
  await page
    .getByRole('textbox', { name: /^Contenu/ })
    .fill('Samedi, le centre-ville est réservé aux piétons et aux vélos.');
  await page.getByRole('radio', { name: 'Planifier' }).check();
  await page.getByLabel(/^Date et heure d'envoi/).fill('2090-06-05T09:30');
  await page.getByRole('button', { name: "Planifier l'envoi" }).click();
  await expect(page.getByText(/Notification planifiée pour le/)).toBeVisible();
  await expect(page.getByText(/Envoi prévu le 5 juin 2090/)).toBeVisible();

  await page.getByRole('button', { name: "Annuler l'envoi" }).click();
  await page.getByRole('dialog').getByRole('button', { name: "Annuler l'envoi" }).click();
  await expect(page.getByText('Envoi annulé.')).toBeVisible();
  await expect(page.getByText('Annulée', { exact: true }).first()).toBeVisible();

  // The same name again is refused next to the field.
  await page.goto('/notifications/new');
  await page.getByRole('textbox', { name: /^Nom/ }).fill(`Annonce ${stamp}`);
  await page.getByRole('textbox', { name: /^Titre/ }).fill('Encore');
  await page.getByRole('textbox', { name: /^Contenu/ }).fill('Encore une fois.');
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByText(/Ce nom de notification est déjà utilisé/)).toBeVisible();
});
