import type { AccountKind } from '@mobiverte/contracts';

/** The password of every account of the demo world (demo accounts and generated ones alike). */
export const DEMO_PASSWORD = 'Mobiverte2026!';

export const DEMO_EMAIL_DOMAIN = 'demo.mobiverte.org';

export type DemoAccountKey = 'city' | 'organisation' | 'tenant' | 'external' | 'carpool' | 'participant';

export type DemoAccount = {
  key: DemoAccountKey;
  email: string;
  kind: AccountKind;
  description: { fr: string; en: string };
};

/** The accounts to sign in with when trying the product; README, tests and e2e read them from here. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'city',
    email: `ville@${DEMO_EMAIL_DOMAIN}`,
    kind: 'city',
    description: {
      fr: 'Administratrice de la ville de Laval (tous les modules complémentaires activés)',
      en: 'City administrator of Laval (every add-on granted)',
    },
  },
  {
    key: 'organisation',
    email: `organisation@${DEMO_EMAIL_DOMAIN}`,
    kind: 'organisation',
    description: {
      fr: 'Coordonnateur de Groupe Conseil Boréal, employeur de taille moyenne à Laval, avec ses établissements et participants',
      en: 'Coordinator of Groupe Conseil Boréal, a mid-size employer in Laval, with its branches and participants',
    },
  },
  {
    key: 'tenant',
    email: `commerce@${DEMO_EMAIL_DOMAIN}`,
    kind: 'tenant',
    description: {
      fr: 'Commerçant Café Le Pédalier, deux boutiques à Laval',
      en: 'Merchant Café Le Pédalier, two stores in Laval',
    },
  },
  {
    key: 'external',
    email: `externe@${DEMO_EMAIL_DOMAIN}`,
    kind: 'external',
    description: {
      fr: 'Co-administratrice (utilisateur externe) de Groupe Conseil Boréal, en lecture seule',
      en: 'Co-admin (external user) of Groupe Conseil Boréal, read-only',
    },
  },
  {
    key: 'carpool',
    email: `covoiturage@${DEMO_EMAIL_DOMAIN}`,
    kind: 'organisation',
    description: {
      fr: 'Coordonnatrice de Textiles Fil d’Estrie à Sherbrooke, ville limitée aux événements de covoiturage',
      en: 'Coordinator of Textiles Fil d’Estrie in Sherbrooke, a city restricted to carpool events',
    },
  },
  {
    key: 'participant',
    email: `participant@${DEMO_EMAIL_DOMAIN}`,
    kind: 'participant',
    description: {
      fr: 'Participant de Groupe Conseil Boréal (application mobile ; refusé au tableau de bord)',
      en: 'Participant of Groupe Conseil Boréal (mobile app; refused by the dashboard)',
    },
  },
];

export function getDemoEmail(key: DemoAccountKey): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`Unknown demo account ${key}`);
  return account.email;
}
