import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectNoSeriousA11yViolations, openAs } from './fixtures.ts';
import { findLink, waitForMail } from './mailbox.ts';

const SHOTS = '/tmp/shots/carpool';
/** The demo city of the organisation (Laval) and its time zone: occurrences are its days. */
const CITY_ZONE = 'America/New_York';

/** The French weekday name and the YYYY-MM-DD of the city's day `offset` days from today. */
function cityDay(offset: number) {
  const instant = new Date(Date.now() + offset * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: CITY_ZONE }).format(instant);
  const weekday = new Intl.DateTimeFormat('fr-CA', { timeZone: CITY_ZONE, weekday: 'long' }).format(instant);
  return { day, weekday };
}

/** « L'événement « nom » est … » whatever its apostrophe and the narrow spaces inside the quotes. */
const toast = (name: string, end: string) => new RegExp(`^L.événement «\\s?${name}\\s?» ${end}$`);

/** Sees the toast, then lets it go (the pointer off it) so that it no longer covers the header's actions. */
async function seeToast(page: Page, text: RegExp) {
  const toast = page.getByText(text);
  await expect(toast).toBeVisible();
  await page.mouse.move(640, 780);
  await expect(toast).toBeHidden();
}

/** Signs a participant in through the app's API and answers the headers of its bearer token. */
async function participantHeaders(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email, password },
  });
  expect(signIn.ok(), `sign-in of ${email}`).toBe(true);
  return { authorization: `Bearer ${signIn.headers()['set-auth-token']}`, origin: baseURL };
}

test('une organisation crée un événement de covoiturage récurrent, le met en pause, le rouvre, puis valide le jumelage de deux participants', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  await openAs(page, DEMO.organisation, '/carpool-events');
  await expect(page.getByRole('heading', { name: 'Événements de covoiturage', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Événements de covoiturage' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-before-1280.png`, fullPage: true });

  await page.getByRole('link', { name: 'Nouvel événement' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nouvel événement de covoiturage', level: 1 })).toBeVisible();

  // Sent as it opened, the form says in French what is missing, next to each field.
  await page.getByRole('button', { name: /Créer l.événement/ }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await expect(page.getByText('Choisissez au moins un jour de la semaine.')).toBeVisible();
  await expect(page.getByText(/Choisissez l.établissement de destination\./)).toBeVisible();

  const stamp = Date.now().toString(36);
  const name = `Navette du Cosmodôme ${stamp}`;
  const first = cityDay(1);
  const second = cityDay(2);
  await page.getByRole('textbox', { name: /^Nom/ }).fill(name);
  await page.getByRole('radio', { name: 'Une adresse' }).check();
  await page.getByRole('textbox', { name: /^Adresse/ }).fill('2150, autoroute des Laurentides, Laval');
  await page.getByRole('textbox', { name: /^Latitude/ }).fill('45.5586');
  await page.getByRole('textbox', { name: /^Longitude/ }).fill('-73.7196');
  await page.getByRole('checkbox', { name: first.weekday, exact: true }).check();
  await page.getByRole('checkbox', { name: second.weekday, exact: true }).check();
  // A chosen day without its time is refused next to it.
  await page.getByLabel(`Heure de rendez-vous du ${first.weekday}`).fill('08:00');
  await page.getByRole('button', { name: /Créer l.événement/ }).click();
  await expect(page.getByText('Indiquez une heure de rendez-vous.')).toBeVisible();
  await page.getByLabel(`Heure de rendez-vous du ${second.weekday}`).fill('17:30');
  await page.getByRole('checkbox', { name: 'Validation des jumelages par un administrateur' }).check();
  await page.screenshot({ path: `${SHOTS}/form-1280.png`, fullPage: true });
  await page.getByRole('button', { name: /Créer l.événement/ }).click();

  await expect(page.getByText(toast(name, 'est créé et ouvert.'))).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/carpool-events\/[0-9a-f-]{36}$/);
  const eventId = page.url().split('/').pop()!;
  await expect(page.getByText('Ouvert', { exact: true })).toBeVisible();

  // The list shows it, open, with its two meeting times.
  await page.getByRole('link', { name: 'Retour aux événements' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Ouvert');
  await expect(row).toContainText('Récurrent');
  await expect(row).toContainText(/08\s?h\s?00|08:00/);
  await expect(row).toContainText(/17\s?h\s?30|17:30/);
  await page.screenshot({ path: `${SHOTS}/list-1280.png`, fullPage: true });
  await row.getByRole('link', { name }).click();

  // Pause, then reopen.
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await main.getByRole('button', { name: 'Mettre en pause', exact: true }).click();
  await seeToast(page, toast(name, 'est en pause.'));
  await expect(page.getByText('En pause', { exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Ouvrir', exact: true }).click();
  await seeToast(page, toast(name, 'est ouvert.'));
  await expect(page.getByText('Ouvert', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Demandes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Aucune demande')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Two participants of the organisation register through the app's API: the demo participant drives, a
  // colleague who signs up with the organisation's invite code rides.
  const { data: me } = await (await page.request.get('/api/me')).json();
  const { data: organisation } = await (await page.request.get(`/api/organisations/${me.organisationId}`)).json();
  const riderEmail = `chloe.tremblay+${stamp}@exemple.test`;
  const riderPassword = 'Un-mot-de-passe-2026';
  const signUp = await request.post('/api/register/participant', {
    headers: { origin: baseURL! },
    data: {
      inviteCode: organisation.inviteCode,
      firstName: 'Chloé',
      lastName: 'Tremblay',
      email: riderEmail,
      password: riderPassword,
      acceptTerms: true,
      acceptPrivacy: true,
      locale: 'fr',
    },
  });
  expect(signUp.status()).toBe(201);
  const verified = await request.get(findLink(await waitForMail(riderEmail), '/api/auth/verify-email'));
  expect(verified.ok()).toBe(true);

  const driver = await participantHeaders(request, baseURL!, DEMO.participant, DEMO_PASSWORD);
  const rider = await participantHeaders(request, baseURL!, riderEmail, riderPassword);
  const events = await (await request.get('/api/app/v2/carpool/events', { headers: driver })).json();
  const offered = (events.data as { id: string; occurrences: string[] }[]).find((event) => event.id === eventId);
  expect(offered?.occurrences).toContain(first.day);
  const register = (headers: Record<string, string>, body: object) =>
    request.post(`/api/app/v2/carpool/events/${eventId}/requests`, {
      headers,
      data: { occurrenceDate: first.day, ...body },
    });
  const asDriver = await register(driver, {
    role: 'driver',
    seats: 3,
    licencePlate: 'f12 abc',
    detourMinutes: 15,
    area: { lat: 45.5712, lng: -73.7405, radiusM: 500 },
  });
  expect(asDriver.status(), await asDriver.text()).toBe(201);
  const asRider = await register(rider, { role: 'rider', area: { lat: 45.5668, lng: -73.7321, radiusM: 500 } });
  expect(asRider.status(), await asRider.text()).toBe(201);

  // The engine proposes the match; both accept it, and it waits for the admin's validation.
  type Match = { id: string; eventId: string; status: string };
  const proposed = async (headers: Record<string, string>) => {
    const answer = await (await request.get('/api/app/v2/carpool/matches', { headers })).json();
    return (answer.data as Match[]).find((match) => match.eventId === eventId);
  };
  await expect
    .poll(async () => (await proposed(driver))?.status, { timeout: 120_000, intervals: [2_000, 5_000] })
    .toBe('processing');
  const match = (await proposed(driver))!;
  for (const headers of [driver, rider]) {
    const accepted = await request.post(`/api/app/v2/carpool/matches/${match.id}/accept`, { headers });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }

  // The admin sees the two requests and the match awaiting validation, and validates it.
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const requests = page.getByRole('table', { name: /Demandes de l.événement/ });
  await expect(requests.getByRole('row')).toHaveCount(3);
  await expect(requests).toContainText('Conducteur');
  await expect(requests).toContainText('Passager');
  await expect(requests).toContainText('F12 ABC');
  await expect(requests).toContainText('Chloé Tremblay');
  await page.screenshot({ path: `${SHOTS}/detail-requests-1280.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Jumelages' }).click();
  const matches = page.getByRole('table', { name: /Jumelages de l.événement/ });
  await expect(matches).toContainText('En attente de validation');
  await expect(matches).toContainText('Chloé Tremblay');
  await page.screenshot({ path: `${SHOTS}/detail-1280.png`, fullPage: true });
  await matches.getByRole('button', { name: /^Valider le jumelage de .+ et Chloé Tremblay$/ }).click();
  await seeToast(page, /Le jumelage de .+ et Chloé Tremblay est validé\./);
  await expect(matches).toContainText('Accepté');
  await matches.getByRole('button', { name: /^Attribuer un permis de stationnement à / }).click();
  await seeToast(page, /Permis de stationnement attribué à .+\./);
  await expect(matches).toContainText('Attribué');
  await page.screenshot({ path: `${SHOTS}/detail-validated-1280.png`, fullPage: true });

  // The figures count the two requests, the confirmed driver and the seat filled; no trip is recorded yet.
  await page.getByRole('tab', { name: 'Statistiques' }).click();
  const figure = (label: string) => page.getByRole('tabpanel').locator('.mantine-Card-root', { hasText: label });
  await expect(figure('Demandes')).toContainText('2');
  await expect(figure('Conducteurs')).toContainText('1');
  await expect(figure('Places occupées')).toContainText('1');
  await expect(figure('Trajets partagés')).toContainText('0');
  await page.screenshot({ path: `${SHOTS}/detail-figures-1280.png`, fullPage: true });

  // The admin calls off the confirmed match, then holds the driver's request and releases it, each confirmed.
  await page.getByRole('tab', { name: 'Jumelages' }).click();
  await matches.getByRole('button', { name: /^Annuler le jumelage de .+ et Chloé Tremblay$/ }).click();
  const cancelDialog = page.getByRole('dialog', { name: /Annuler le jumelage/ });
  await expect(cancelDialog).toContainText('retournent dans la liste d');
  await cancelDialog.getByRole('button', { name: 'Annuler le jumelage' }).click();
  await seeToast(page, /Le jumelage de .+ et Chloé Tremblay est annulé\./);
  // The table shows live matches: the called-off one is among the ended ones.
  await expect(matches).not.toContainText('Chloé Tremblay');
  await page.getByText('Terminés', { exact: true }).click();
  await expect(matches).toContainText('Annulé');
  await expect(matches).toContainText('Chloé Tremblay');
  await page.getByRole('tab', { name: 'Demandes' }).click();
  const driverRow = requests.getByRole('row').filter({ hasText: 'Conducteur' });
  await driverRow.getByRole('button', { name: /^Actions sur la demande de / }).click();
  await page.getByRole('menuitem', { name: 'Suspendre' }).click();
  await page
    .getByRole('dialog', { name: /Suspendre la demande/ })
    .getByRole('button', { name: 'Suspendre la demande' })
    .click();
  await seeToast(page, /La demande de .+ est suspendue\./);
  await expect(driverRow).toContainText('Suspendue');
  await driverRow.getByRole('button', { name: /^Actions sur la demande de / }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Réactiver', 'Supprimer']);
  await page.getByRole('menuitem', { name: 'Réactiver' }).click();
  await page
    .getByRole('dialog', { name: /Réactiver la demande/ })
    .getByRole('button', { name: 'Réactiver la demande' })
    .click();
  await seeToast(page, /La demande de .+ est réactivée\./);
  await expect(driverRow).not.toContainText('Suspendue');

  // The requests table exports as CSV, in French (semicolons), every row.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter les demandes en CSV' }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split('\n')[0]).toMatch(/^Participant;Date du trajet;Rôle;/);
  expect(csv).toContain('F12 ABC');
  expect(csv.trim().split('\n')).toHaveLength(3);

  // The edit form opens with the event as saved, and cannot be saved unchanged.
  await main.getByRole('link', { name: 'Modifier', exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Modifier «\\s?${name}\\s?»$`), level: 1 })).toBeVisible();
  await expect(page.getByLabel(`Heure de rendez-vous du ${second.weekday}`)).toHaveValue('17:30');
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeDisabled();
  await page.getByRole('link', { name: /Retour à l.événement/ }).click();

  // Closing asks first and says what it cancels.
  await main.getByRole('button', { name: 'Fermer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Fermer l.événement/ });
  await expect(dialog).toContainText('demandes et jumelages en cours seront annulés');
  await expect(dialog).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SHOTS}/close-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Ouvert', { exact: true })).toBeVisible();
});

test('la ville voit les événements de covoiturage de la ville et de ses organisations, et crée les siens à une adresse', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await openAs(page, DEMO.city, '/carpool-events');
  await expect(page.getByRole('heading', { name: 'Événements de covoiturage', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Événements de covoiturage' });
  await expect(table.getByRole('columnheader', { name: /Organisation/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-city-1280.png`, fullPage: true });

  // A city's event belongs to no organisation: it meets at an address, never at a branch.
  await page.getByRole('link', { name: 'Nouvel événement' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nouvel événement de covoiturage', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Adresse/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Un établissement' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Ponctuel' }).check();
  await page.getByRole('button', { name: /Créer l.événement/ }).click();
  await expect(page.getByText('Un événement ponctuel a besoin de sa date.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/form-city-once-1280.png`, fullPage: true });
});

test('la carte d’un événement montre sa destination et les zones de départ par rôle, jamais une adresse', async ({
  page,
}) => {
  // maplibre's first load and axe over a map page take their time on two busy cores.
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await openAs(page, DEMO.organisation, '/carpool-events');
  await page.getByRole('link', { name: 'Covoiturage du matin' }).first().click();
  await page.getByRole('tab', { name: 'Carte' }).click();
  const legend = page.locator('[data-map="carpool-event"]').locator('..').getByText('Zones de départ');
  await expect(legend).toBeVisible();
  await expect(page.getByText('Conducteurs et passagers', { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('carpool-map-privacy')).toContainText('jamais des adresses');
  await expect(page.locator('[data-map="carpool-event"]')).toHaveAttribute('data-map-ready', 'true');
  const firstArea = page.locator('[data-area]').first();
  await firstArea.focus();
  await expect(firstArea).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/map-tab-1280.png`, fullPage: true });
});
