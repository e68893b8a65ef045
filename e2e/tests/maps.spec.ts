import type { CarpoolMeetingPoints, CorridorMap, HeatMap } from '@mobiverte/contracts';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, openAs } from './fixtures.ts';

/**
 * Picks a segment of a segmented choice (native radios the page controls from its URL): the click is dispatched
 * on the radio, whose checked state follows once the page has read the new URL.
 */
async function choose(page: Page, name: string) {
  const radio = page.getByRole('radio', { name });
  await radio.dispatchEvent('click');
  await expect(radio).toBeChecked();
}

const POSTAL_AREAS = new URL('../fixtures/postal-areas.geojson', import.meta.url).pathname;

/** The layers of a map's style: a layer maplibre refused (a colour it cannot parse) is missing. */
async function layerIds(page: Page, map: string) {
  await expect(page.locator(`[data-map="${map}"][data-map-ready="true"]`)).toBeVisible({ timeout: 30_000 });
  return page.evaluate((mapName) => {
    type Style = { layers: { id: string }[] };
    const maps = (window as unknown as { __mobiverteMaps: Record<string, { getStyle: () => Style }> }).__mobiverteMaps;
    return maps[mapName]!.getStyle().layers.map((layer) => layer.id);
  }, map);
}

/** The features of a map's GeoJSON source, read from maplibre (the map is on `window` in an automated browser). */
async function sourceFeatures(page: Page, map: string, source: string) {
  await expect(page.locator(`[data-map="${map}"][data-map-ready="true"]`)).toBeVisible({ timeout: 30_000 });
  return page.evaluate(
    async ([mapName, sourceId]) => {
      type Source = { getData: () => Promise<{ features: { properties: Record<string, unknown> }[] }> };
      const maps = (window as unknown as { __mobiverteMaps: Record<string, { getSource: (id: string) => Source }> })
        .__mobiverteMaps;
      const data = await maps[mapName!]!.getSource(sourceId!).getData();
      return data.features.map((feature) => feature.properties);
    },
    [map, source] as const,
  );
}

const answerOf = <T>(page: Page, path: string, test: (url: URL) => boolean = () => true) =>
  page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === path && response.ok() && test(url);
    })
    .then(async (response) => ((await response.json()) as { data: T }).data);

/** A request over the last 90 days (the preset the tests pick: the demo world's trips are recent). */
const overNinetyDays = (url: URL) => {
  const start = url.searchParams.get('startDate');
  const end = url.searchParams.get('endDate');
  return !!start && !!end && Date.parse(end) - Date.parse(start) >= 80 * 86_400_000;
};

test.describe('les cartes, en français', () => {
  test('un administrateur de la ville ouvre la carte de chaleur sur trois mois et compare deux périodes', async ({
    page,
  }) => {
    // Requests over three months of a city's trips, each answered from the maps' bins on the embedded database.
    test.slow();
    await openAs(page, DEMO.city, '/heat-map');
    await expect(page.getByRole('heading', { level: 1, name: 'Carte de chaleur' })).toBeVisible();
    const first = answerOf<HeatMap>(
      page,
      '/api/maps/heat',
      (url) => overNinetyDays(url) && !url.searchParams.has('hours'),
    );
    await page.getByRole('button', { name: 'Les 90 derniers jours' }).click();
    const whole = await first;
    expect(whole.cells.length).toBeGreaterThan(0);
    for (const cell of whole.cells) expect(cell.participants).toBeGreaterThanOrEqual(whole.minParticipants);
    expect(await sourceFeatures(page, 'heat', 'heat-cells')).toHaveLength(whole.cells.length);
    await expect(page.getByText(/participants distincts/).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/maps/heat-map.png', fullPage: true });

    // Avant / après : deux cartes côte à côte.
    // The switch follows the page's URL: the click is dispatched, the two maps then show.
    await page.getByRole('switch', { name: 'Comparer deux périodes' }).dispatchEvent('click');
    await expect(page.getByRole('region', { name: /Période de comparaison/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /Période choisie/ })).toBeVisible();
    await page.screenshot({ path: 'test-results/maps/heat-map-compare.png', fullPage: true });
  });

  test('un administrateur de la ville importe des secteurs postaux et voit la carte choroplèthe', async ({ page }) => {
    await openAs(page, DEMO.city, '/postalCodeMap');
    await expect(page.getByRole('heading', { level: 1, name: 'Carte des secteurs postaux' })).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choisir un fichier GeoJSON' }).click();
    await (await chooser).setFiles(POSTAL_AREAS);
    await expect(page.getByText('postal-areas.geojson : 3 secteurs')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Propriété qui contient le code postal' })).toHaveValue(/^CP /);

    await page.getByRole('button', { name: 'Importer les secteurs' }).click();
    // The demo world ships areas: replacing them asks first.
    await page
      .getByRole('dialog', { name: /Remplacer les secteurs postaux/ })
      .getByRole('button', { name: 'Remplacer les secteurs' })
      .click();
    await expect(page.getByText('3 secteurs importés.')).toBeVisible();
    // The map's source holds the file's three areas once the page has read them again.
    await expect
      .poll(async () => (await sourceFeatures(page, 'postal-areas', 'postal-areas')).map((area) => area.code).sort())
      .toEqual(['H7N', 'H7P', 'H7T']);
    const table = page.getByRole('table', { name: 'Secteurs postaux et chiffres de leurs participants' });
    await expect(table.getByRole('cell', { name: 'H7N', exact: true })).toBeVisible();
    await choose(page, 'GES évités');
    await expect(page).toHaveURL(/measure=ghgAvoidedKg/);
    await page.screenshot({ path: 'test-results/maps/postal-code-map.png', fullPage: true });
  });

  test('un administrateur d’organisation voit la carte de ses participants, sans trajet sous le seuil', async ({
    page,
  }) => {
    test.slow();
    const corridors = answerOf<CorridorMap>(page, '/api/maps/corridors');
    await openAs(page, DEMO.organisation, '/organisation/dashboard?period=year&tab=map');
    await expect(page.getByRole('tab', { name: 'Carte' })).toHaveAttribute('aria-selected', 'true');
    const answer = await corridors;
    expect(answer.minParticipants).toBeGreaterThanOrEqual(1);
    for (const corridor of answer.corridors)
      expect(corridor.participants).toBeGreaterThanOrEqual(answer.minParticipants);
    for (const cell of [...answer.starts, ...answer.ends])
      expect(cell.participants).toBeGreaterThanOrEqual(answer.minParticipants);
    expect(await sourceFeatures(page, 'organisation-corridors', 'corridors')).toHaveLength(answer.corridors.length);
    await expect(page.getByText(/participants distincts/).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/maps/organisation-map.png', fullPage: true });
  });

  test('un administrateur de la ville voit les trajets par mode et le détail d’un trajet type', async ({ page }) => {
    await openAs(page, DEMO.city, '/maps');
    await expect(page.getByRole('heading', { level: 1, name: 'Carte des trajets' })).toBeVisible();
    const corridors = answerOf<CorridorMap>(page, '/api/maps/corridors', overNinetyDays);
    await page.getByRole('button', { name: 'Les 90 derniers jours' }).click();
    const answer = await corridors;
    expect(await sourceFeatures(page, 'corridors', 'corridors')).toHaveLength(answer.corridors.length);
    expect(await layerIds(page, 'corridors')).toEqual(
      expect.arrayContaining(['corridor-lines', 'corridor-starts', 'carpool-meeting-points-fill']),
    );
    if (answer.corridors.length > 0) {
      await page.getByRole('listitem').filter({ hasText: /^1\./ }).click();
      await expect(page.getByRole('dialog', { name: 'Ce trajet type' })).toContainText('trajets');
    }
    await page.screenshot({ path: 'test-results/maps/corridors-map.png', fullPage: true });

    // Les points de rencontre du covoiturage : une couche de la même carte, sur la même période.
    const meetingPoints = answerOf<CarpoolMeetingPoints>(page, '/api/maps/carpool-meeting-points', overNinetyDays);
    await page.getByRole('switch', { name: 'Points de rencontre du covoiturage' }).dispatchEvent('click');
    const meetings = await meetingPoints;
    expect(meetings.cells.length).toBeGreaterThan(0);
    for (const cell of meetings.cells) expect(cell.riders).toBeGreaterThanOrEqual(meetings.minParticipants);
    await expect
      .poll(async () => (await sourceFeatures(page, 'corridors', 'carpool-meeting-points')).length)
      .toBe(meetings.cells.length);
    await expect(page.getByText('Point de rencontre du covoiturage', { exact: true })).toBeVisible();
    await page.getByRole('list', { name: 'Points de rencontre du covoiturage' }).getByRole('listitem').first().click();
    const panel = page.getByRole('dialog', { name: 'Ce point de rencontre' });
    await expect(panel).toContainText('passagers');
    await expect(panel).toContainText('covoiturage');
    await page.screenshot({ path: 'test-results/maps/carpool-meeting-points.png', fullPage: true });
  });

  test('sur un téléphone, la légende de la carte est repliée derrière un bouton et ne cache pas la carte', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, DEMO.city, '/maps');
    const corridors = answerOf<CorridorMap>(page, '/api/maps/corridors', overNinetyDays);
    await page.getByRole('button', { name: 'Les 90 derniers jours' }).click();
    await corridors;
    const corner = page.locator('[data-map-corner]');
    const show = corner.getByRole('button', { name: 'Légende', exact: true });
    await expect(show).toBeVisible({ timeout: 30_000 });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(corner.getByText('Mode principal', { exact: true })).toBeHidden();
    await show.click();
    await expect(corner.getByText('Mode principal', { exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/maps/corridors-phone-legend.png' });
    await corner.getByRole('button', { name: 'Masquer la légende' }).click();
    await expect(corner.getByText('Mode principal', { exact: true })).toBeHidden();
  });
});
