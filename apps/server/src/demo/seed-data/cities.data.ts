import type { PeriodicLimit, TransportMode } from '@mobiverte/contracts';
import { DEMO_EMAIL_DOMAIN, getDemoEmail } from '../demo-accounts.ts';

export type RegionTemplate = {
  name: string;
  /** Latitude and longitude of the district's centre, where its workplaces are placed. */
  centre: readonly [number, number];
  /** Forward sortation areas (first half of a postal code) of the district. */
  postalPrefixes: readonly string[];
  streets: readonly string[];
};

export type CityTemplate = {
  key: string;
  name: string;
  province: string;
  timezone: string;
  email: string;
  /** Granted the carpooling app with carpool events but not the product add-on, mailerlite nor challenges. */
  carpoolOnly: boolean;
  admin: { firstName: string; lastName: string; email: string };
  regions: readonly RegionTemplate[];
  /** Relative weights of the participants' usual transport modes. */
  usualTransportModes: Partial<Record<TransportMode, number>>;
  participantsWithoutOrganisation: number;
  /** A metro line serves the city (Montréal's orange line reaches Laval). */
  hasMetro: boolean;
  /**
   * The programme's settings: greenpoints per kg avoided, caps on points per trip and manual trips per day, and
   * the city's centre and radius for the plausibility rules (wide enough for every demo trip), and the
   * settings of the city's settings page (citizen limits, control points, carpool, admin emails).
   */
  settings: {
    pointsCoefficient: number;
    maxPointsPerTrip: number;
    maxDailyManualTrips: number;
    centreLatitude: number;
    centreLongitude: number;
    radiusKm: number;
    maxChallengesPerUser: PeriodicLimit;
    maxTransactionsPerPeriod: PeriodicLimit;
    maxTransactionsPerProduct: number;
    controlPointsEnabled: boolean;
    controlPointCoefficient: number;
    carpoolMaxMatchesPerUser: number;
    carpoolDriverDetourMinutes: number;
    carpoolRiderDetourMinutes: number;
    orderAdminEmails: string[];
    reportAdminEmails: string[];
  };
};

export const CITY_TEMPLATES: readonly CityTemplate[] = [
  {
    key: 'laval',
    name: 'Laval',
    province: 'QC',
    timezone: 'America/New_York',
    email: `mobilite@laval.${DEMO_EMAIL_DOMAIN}`,
    carpoolOnly: false,
    admin: { firstName: 'Geneviève', lastName: 'Lacasse', email: getDemoEmail('city') },
    regions: [
      {
        name: 'Chomedey',
        centre: [45.5445, -73.7475],
        postalPrefixes: ['H7S', 'H7T', 'H7V', 'H7W'],
        streets: [
          'boulevard Chomedey',
          'boulevard Le Carrefour',
          'boulevard Daniel-Johnson',
          'boulevard Notre-Dame',
          'avenue Ampère',
        ],
      },
      {
        name: 'Laval-des-Rapides',
        centre: [45.556, -73.705],
        postalPrefixes: ['H7N', 'H7G'],
        streets: [
          'boulevard de la Concorde Ouest',
          'boulevard Cartier Ouest',
          'rue Lausanne',
          'boulevard des Laurentides',
          'rue Saint-Hubert',
        ],
      },
      {
        name: 'Sainte-Rose',
        centre: [45.6105, -73.783],
        postalPrefixes: ['H7L', 'H7P'],
        streets: [
          'boulevard Sainte-Rose',
          'boulevard Curé-Labelle',
          'rue des Patriotes',
          'boulevard Dagenais Ouest',
          'montée Champagne',
        ],
      },
      {
        name: 'Vimont',
        centre: [45.603, -73.726],
        postalPrefixes: ['H7M', 'H7K'],
        streets: [
          'boulevard des Laurentides',
          'boulevard Saint-Elzéar Est',
          'rue Proulx',
          'avenue des Lacasse',
          'boulevard Bellerose Est',
        ],
      },
      {
        name: 'Duvernay',
        centre: [45.592, -73.668],
        postalPrefixes: ['H7E', 'H7A', 'H7H'],
        streets: [
          'boulevard de la Concorde Est',
          'boulevard Lévesque Est',
          'avenue Pie-X',
          'boulevard Saint-Vincent-de-Paul',
          'rue Principale',
        ],
      },
    ],
    usualTransportModes: {
      walk: 10,
      bike: 12,
      bus: 16,
      metro: 12,
      train: 5,
      carpool: 10,
      car: 18,
      electric_car: 7,
      electric_bicycle: 4,
      run: 2,
      wfh: 3,
      scooter: 1,
    },
    participantsWithoutOrganisation: 22,
    hasMetro: true,
    settings: {
      pointsCoefficient: 10,
      maxPointsPerTrip: 200,
      maxDailyManualTrips: 4,
      centreLatitude: 45.57,
      centreLongitude: -73.72,
      radiusKm: 100,
      maxChallengesPerUser: { value: 3, period: 'month' },
      maxTransactionsPerPeriod: { value: 5, period: 'month' },
      maxTransactionsPerProduct: 2,
      controlPointsEnabled: true,
      controlPointCoefficient: 1.5,
      carpoolMaxMatchesPerUser: 5,
      carpoolDriverDetourMinutes: 15,
      carpoolRiderDetourMinutes: 10,
      orderAdminEmails: ['commandes@laval.demo.mobiverte.org'],
      reportAdminEmails: ['rapports@laval.demo.mobiverte.org', 'mobilite@laval.demo.mobiverte.org'],
    },
  },
  {
    key: 'sherbrooke',
    name: 'Sherbrooke',
    province: 'QC',
    timezone: 'America/Toronto',
    email: `mobilite@sherbrooke.${DEMO_EMAIL_DOMAIN}`,
    carpoolOnly: true,
    admin: { firstName: 'Patrick', lastName: 'Dufresne', email: `ville.sherbrooke@${DEMO_EMAIL_DOMAIN}` },
    regions: [
      {
        name: 'Fleurimont',
        centre: [45.41, -71.855],
        postalPrefixes: ['J1E', 'J1G'],
        streets: [
          'boulevard Fleurimont',
          'rue King Est',
          'rue Galt Est',
          'boulevard Jacques-Cartier Nord',
          'rue Belvédère Nord',
        ],
      },
      {
        name: 'Lennoxville',
        centre: [45.369, -71.858],
        postalPrefixes: ['J1M'],
        streets: ['rue Queen', 'rue College', 'rue Belvidere', 'chemin Massawippi', 'rue Warren'],
      },
      {
        name: 'Les Nations',
        centre: [45.401, -71.893],
        postalPrefixes: ['J1H', 'J1J', 'J1K'],
        streets: [
          'rue King Ouest',
          'rue Wellington Nord',
          'boulevard de Portland',
          'rue Galt Ouest',
          'boulevard de l’Université',
        ],
      },
      {
        name: 'Rock Forest–Saint-Élie–Deauville',
        centre: [45.386, -71.98],
        postalPrefixes: ['J1L', 'J1N', 'J1R'],
        streets: [
          'boulevard Bourque',
          'rue du Haut-Bois',
          'chemin de Sainte-Catherine',
          'rue Lalemant',
          'boulevard Industriel',
        ],
      },
    ],
    usualTransportModes: {
      walk: 11,
      bike: 10,
      bus: 14,
      carpool: 16,
      car: 24,
      electric_car: 8,
      electric_bicycle: 3,
      run: 2,
      wfh: 4,
      fat_bike: 1,
      skiing: 1,
    },
    participantsWithoutOrganisation: 18,
    hasMetro: false,
    settings: {
      pointsCoefficient: 8,
      maxPointsPerTrip: 200,
      maxDailyManualTrips: 4,
      centreLatitude: 45.4042,
      centreLongitude: -71.8929,
      radiusKm: 100,
      maxChallengesPerUser: { value: 2, period: 'month' },
      maxTransactionsPerPeriod: { value: 4, period: 'month' },
      maxTransactionsPerProduct: 1,
      controlPointsEnabled: false,
      controlPointCoefficient: 1,
      carpoolMaxMatchesPerUser: 3,
      carpoolDriverDetourMinutes: 20,
      carpoolRiderDetourMinutes: 10,
      orderAdminEmails: ['commandes@sherbrooke.demo.mobiverte.org'],
      reportAdminEmails: [],
    },
  },
];
