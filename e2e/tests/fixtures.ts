import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** An 8x8 green PNG: the server keeps it with its 200x200 thumbnail (image uploads of every spec). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQn+eCFTEMLQkApg5EQfb0Ze8AAAAASUVORK5CYII=',
  'base64',
);

export const DEMO_PASSWORD = 'Mobiverte2026!';
export const DEMO = {
  city: 'ville@demo.mobiverte.org',
  organisation: 'organisation@demo.mobiverte.org',
  tenant: 'commerce@demo.mobiverte.org',
  external: 'externe@demo.mobiverte.org',
  carpool: 'covoiturage@demo.mobiverte.org',
  participant: 'participant@demo.mobiverte.org',
} as const;

/** Signs in through the login form, as a person does. */
export async function signInAs(page: Page, email: string, loginPath = '/organisation/login') {
  await page.goto(loginPath);
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/mot de passe/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /se connecter/i }).click();
}

/**
 * Signs in through the authentication API (the same call the login form makes) and opens `path` directly, so
 * that a test about another page does not load the dashboard's statistics first.
 */
export async function openAs(page: Page, email: string, path: string) {
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  await page.goto(path);
}

/** No serious or critical accessibility violation on the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

/**
 * An encoded polyline (Google's format, precision 5) going east from Laval's centre for `distanceM` metres
 * through `points` evenly spaced positions: the geometry the mobile app sends with a trip.
 */
export function eastboundGeometry(distanceM: number, points = 20, start: readonly [number, number] = [45.57, -73.72]) {
  const degreesPerMetre = 1 / (((2 * Math.PI * 6_371_008.8) / 360) * Math.cos((start[0] * Math.PI) / 180));
  const encode = (value: number) => {
    let rest = value < 0 ? ~(value << 1) : value << 1;
    let chunks = '';
    while (rest >= 0x20) {
      chunks += String.fromCharCode((0x20 | (rest & 0x1f)) + 63);
      rest >>>= 5;
    }
    return chunks + String.fromCharCode(rest + 63);
  };
  let encoded = '';
  let previous = [0, 0];
  for (let index = 0; index < points; index++) {
    const position = [start[0], start[1] + ((distanceM * index) / (points - 1)) * degreesPerMetre];
    const e5 = position.map((degrees) => Math.round(degrees * 1e5));
    encoded += encode(e5[0]! - previous[0]!) + encode(e5[1]! - previous[1]!);
    previous = e5;
  }
  return encoded;
}
