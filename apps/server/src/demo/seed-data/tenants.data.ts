import { getDemoEmail } from '../demo-accounts.ts';

export type StoreTemplate = {
  /** The store's name is its first and last name fields joined: "Café Le Pédalier" + "Chomedey". */
  firstName: string;
  lastName: string | null;
  region: string;
  /** null shows the default status (pending) of a store nobody reviewed yet. */
  status: 'confirmed' | 'pending' | null;
};

export type TenantTemplate = {
  cityKey: string;
  name: string;
  slug: string;
  owner: { firstName: string; lastName: string };
  email?: string;
  stores: readonly StoreTemplate[];
};

export const TENANT_TEMPLATES: readonly TenantTemplate[] = [
  {
    cityKey: 'laval',
    name: 'Café Le Pédalier',
    slug: 'cafe-pedalier',
    owner: { firstName: 'Julie', lastName: 'Vachon' },
    email: getDemoEmail('tenant'),
    stores: [
      { firstName: 'Café Le Pédalier', lastName: 'Chomedey', region: 'Chomedey', status: 'confirmed' },
      { firstName: 'Café Le Pédalier', lastName: 'Sainte-Rose', region: 'Sainte-Rose', status: 'pending' },
    ],
  },
  {
    cityKey: 'laval',
    name: 'Vélo Boutique Mille-Îles',
    slug: 'velo-boutique',
    owner: { firstName: 'Stavros', lastName: 'Georgiou' },
    stores: [
      { firstName: 'Vélo Boutique', lastName: 'Mille-Îles', region: 'Vimont', status: 'confirmed' },
      { firstName: 'Vélo Boutique', lastName: 'Centropolis', region: 'Chomedey', status: 'confirmed' },
      { firstName: 'Vélo Boutique', lastName: 'Atelier mobile', region: 'Duvernay', status: null },
    ],
  },
  {
    cityKey: 'laval',
    name: 'Épicerie La Consigne',
    slug: 'la-consigne',
    owner: { firstName: 'Rosalie', lastName: 'Lemieux' },
    stores: [{ firstName: 'Épicerie', lastName: 'La Consigne', region: 'Laval-des-Rapides', status: 'confirmed' }],
  },
  {
    cityKey: 'laval',
    name: 'Plein Air Rivière',
    slug: 'plein-air-riviere',
    owner: { firstName: 'Karim', lastName: 'Haddad' },
    stores: [
      { firstName: 'Plein Air Rivière', lastName: 'Sainte-Rose', region: 'Sainte-Rose', status: 'confirmed' },
      { firstName: 'Plein Air Rivière', lastName: null, region: 'Duvernay', status: 'pending' },
    ],
  },
  {
    cityKey: 'sherbrooke',
    name: 'Boulangerie du Marché de la Gare',
    slug: 'boulangerie-gare',
    owner: { firstName: 'Annie', lastName: 'Boucher' },
    stores: [
      { firstName: 'Boulangerie', lastName: 'du Marché de la Gare', region: 'Les Nations', status: 'confirmed' },
    ],
  },
  {
    cityKey: 'sherbrooke',
    name: 'Sports Lennox',
    slug: 'sports-lennox',
    owner: { firstName: 'Ryan', lastName: 'Fraser' },
    stores: [{ firstName: 'Sports', lastName: 'Lennox', region: 'Lennoxville', status: null }],
  },
];
