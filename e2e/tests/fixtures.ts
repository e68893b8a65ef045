import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
