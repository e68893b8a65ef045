import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, openAs } from './fixtures.ts';

test.describe('Page d’un participant', () => {
  test('un administrateur de la ville ouvre un participant, modifie ses points avec une raison et le désaffilie', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    // Un participant de l'organisation de démonstration, trouvé par l'organisation dans son propre contexte
    // (la page reste celle de la ville).
    const signIn = await request.post('/api/auth/sign-in/email', {
      headers: { origin: baseURL! },
      data: { email: DEMO.organisation, password: DEMO_PASSWORD },
    });
    expect(signIn.ok()).toBe(true);
    const headers = { authorization: `Bearer ${signIn.headers()['set-auth-token']}`, origin: baseURL! };
    // La liste vivante de l'organisation (les classements sont mis en cache), sans le participant de démonstration :
    // le test des trajets à vérifier lui crédite un trajet en parallèle.
    const list = await request.get('/api/users?sort=greenpoints&order=desc&pageSize=10', { headers });
    const rows = (await list.json()).data as { id: string; firstName: string; email: string }[];
    const person = rows.filter((row) => row.email !== DEMO.participant).at(-1)!;
    const firstName = person.firstName;
    const reason = `Bonus atelier de réparation vélo (essai ${testInfo.repeatEachIndex + 1}.${testInfo.retry + 1})`;

    await openAs(page, DEMO.city, `/users/${person.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName);
    const balance = page.getByText(/points? verts?$/).first();
    const before = Number((await balance.innerText()).replace(/\D/g, ''));

    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Modifier les points' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier les points' });
    await dialog.getByLabel('Variation').fill('35');
    await dialog.getByLabel('Raison').fill(reason);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(/Points modifiés/)).toBeVisible();
    await expect(balance).toHaveText(new RegExp(`${(before + 35).toLocaleString('fr-CA').replace(/\s/g, '\\s')}`));

    await page.getByRole('tab', { name: 'Transactions' }).click();
    await expect(page.getByText(reason)).toBeVisible();

    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Désaffilier' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Désaffilier' }).click();
    await expect(page.getByText('Utilisateur désaffilié.')).toBeVisible();
    await page.getByRole('tab', { name: 'Profil' }).click();
    await expect(page.getByText('Sans organisation')).toBeVisible();

    // L'organisation ne l'atteint plus ; la ville garde ses trajets.
    const asOrganisation = await request.get(`/api/users/${person.id}`, { headers });
    expect(asOrganisation.status()).toBe(404);
    await page.getByRole('tab', { name: 'Trajets' }).click();
    await expect(page.getByRole('table', { name: 'Trajets' }).getByRole('row').nth(1)).toBeVisible();
  });
});
