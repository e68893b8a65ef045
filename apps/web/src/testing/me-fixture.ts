import { defaultCityFeatures, type Me } from '@mobiverte/contracts';

/** A signed-in organisation admin; override what a test is about. */
export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    userId: 'user-1',
    email: 'organisation@demo.mobiverte.org',
    firstName: 'Camille',
    lastName: 'Martin',
    displayName: 'Camille Martin',
    role: 'organisation',
    accountKind: 'organisation',
    isAdmin: false,
    isExternal: false,
    externalFor: null,
    canEdit: true,
    canSeeOthers: false,
    seenByOthers: false,
    cityId: 'city-1',
    organisationId: 'org-1',
    tenantId: null,
    city: { id: 'city-1', name: 'Gatineau', timezone: 'America/Toronto' },
    organisation: { id: 'org-1', name: 'Atelier Vert' },
    tenant: null,
    productKey: 'mobiverte',
    features: defaultCityFeatures('mobiverte'),
    addons: { product: true, mailerlite: false, challengeBetweenOrganisations: false, carpoolEvents: false },
    carpoolOnly: false,
    ...overrides,
  };
}
