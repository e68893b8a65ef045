import type { ChallengeGoalInput, TransportMode } from '@mobiverte/contracts';

type Goal = Omit<ChallengeGoalInput, 'badgeId'>;
export type ChallengeTemplateData = {
  name: string;
  description: string;
  excerpt: string;
  durationDays: number;
  individualGoal: Goal;
  collaborativeGoal?: Goal;
};

const ACTIVE: TransportMode[] = ['walk', 'run', 'bike', 'electric_bicycle'];
const SUSTAINABLE: TransportMode[] = [...ACTIVE, 'bus', 'train', 'metro', 'carpool', 'carpool_electric_car'];

/** The templates every city offers its organisations. */
export const CHALLENGE_TEMPLATES: readonly ChallengeTemplateData[] = [
  {
    name: 'Mois du vélo',
    description: 'Un mois pour aller au travail à vélo : chaque kilomètre compte.',
    excerpt: '100 km à vélo en un mois',
    durationDays: 30,
    individualGoal: { type: 'distance', value: 100, activityTypes: ['bike', 'electric_bicycle'], reward: 200 },
  },
  {
    name: 'Marcher au travail',
    description: 'Vingt trajets à pied ou à la course en un mois.',
    excerpt: '20 trajets actifs',
    durationDays: 30,
    individualGoal: { type: 'sessions', value: 20, activityTypes: ['walk', 'run'], reward: 120 },
  },
  {
    name: 'Objectif carbone',
    description: 'Ensemble, évitons une tonne de CO₂ en deux semaines de trajets durables.',
    excerpt: 'Une tonne de CO₂ évitée ensemble',
    durationDays: 14,
    individualGoal: { type: 'ghg', value: 8, activityTypes: SUSTAINABLE, reward: 80 },
    collaborativeGoal: { type: 'ghg', value: 1000, activityTypes: SUSTAINABLE, reward: 40 },
  },
];

export type DemoChallengeData = {
  key: string;
  name: string;
  description: string;
  excerpt: string;
  /** Days from now to the start, and the length in days. */
  startsInDays: number;
  days: number;
  status: 'draft' | 'active' | 'cancelled';
  individualGoal: Goal;
  collaborativeGoal?: Goal;
  /** Share of the eligible participants who join, and the most who do. */
  joinRate: number;
  maxParticipants: number;
};

/** A city's challenges: running (with a collaborative goal), ended with winners, upcoming, draft, cancelled. */
export const CITY_CHALLENGES: readonly DemoChallengeData[] = [
  {
    key: 'city-running',
    // Running whatever the season the demo is generated in: its goal counts the modes participants use all year
    // (a bike-only goal left every row at zero from November to March, when the demo's commuters leave the bike).
    name: 'Défi d’automne sans auto',
    description:
      'Soixante kilomètres sans auto en un mois (à pied, à vélo, en transport collectif ou en covoiturage), et une demi-tonne de CO₂ évitée par toute la ville.',
    excerpt: '60 km sans auto, 500 kg de CO₂ ensemble',
    startsInDays: -20,
    days: 30,
    status: 'active',
    individualGoal: { type: 'distance', value: 60, activityTypes: SUSTAINABLE, reward: 150 },
    collaborativeGoal: { type: 'ghg', value: 500, activityTypes: SUSTAINABLE, reward: 50 },
    joinRate: 0.4,
    maxParticipants: 50,
  },
  {
    key: 'city-ended',
    name: 'Printemps actif',
    description: 'Quinze trajets actifs en un mois de printemps.',
    excerpt: '15 trajets actifs',
    startsInDays: -200,
    days: 30,
    status: 'active',
    individualGoal: { type: 'sessions', value: 15, activityTypes: ACTIVE, reward: 100 },
    joinRate: 0.3,
    maxParticipants: 30,
  },
  {
    key: 'city-upcoming',
    name: 'Semaine de la mobilité durable',
    description: 'Une semaine de trajets durables : deux heures de marche, de vélo ou de transport collectif.',
    excerpt: '2 heures de trajets durables',
    startsInDays: 12,
    days: 7,
    status: 'active',
    individualGoal: { type: 'time', value: 120, activityTypes: SUSTAINABLE, reward: 60 },
    joinRate: 0.1,
    maxParticipants: 15,
  },
  {
    key: 'city-draft',
    name: 'Hiver à pied',
    description: 'Brouillon : marcher tout l’hiver.',
    excerpt: '30 km à pied',
    startsInDays: 60,
    days: 60,
    status: 'draft',
    individualGoal: { type: 'distance', value: 30, activityTypes: ['walk', 'snowshoes'], reward: 80 },
    joinRate: 0,
    maxParticipants: 0,
  },
  {
    key: 'city-cancelled',
    name: 'Covoiturage d’été',
    description: 'Dix trajets en covoiturage (annulé).',
    excerpt: '10 covoiturages',
    startsInDays: -120,
    days: 30,
    status: 'cancelled',
    individualGoal: { type: 'sessions', value: 10, activityTypes: ['carpool', 'carpool_electric_car'], reward: 50 },
    joinRate: 0,
    maxParticipants: 0,
  },
];

/** An organisation's challenges: running, ended with winners, and a draft. */
export const ORGANISATION_CHALLENGES: readonly DemoChallengeData[] = [
  {
    key: 'organisation-running',
    name: 'Au bureau sans auto',
    description: 'Dix heures de trajets durables pour venir au bureau ce mois-ci.',
    excerpt: '10 heures de trajets durables',
    startsInDays: -14,
    days: 28,
    status: 'active',
    individualGoal: { type: 'time', value: 600, activityTypes: SUSTAINABLE, reward: 120 },
    joinRate: 0.7,
    maxParticipants: 15,
  },
  {
    key: 'organisation-ended',
    name: 'Rentrée en mouvement',
    description: 'Cinquante kilomètres actifs pour la rentrée.',
    excerpt: '50 km actifs',
    startsInDays: -90,
    days: 30,
    status: 'active',
    individualGoal: { type: 'distance', value: 50, activityTypes: ACTIVE, reward: 100 },
    joinRate: 0.6,
    maxParticipants: 12,
  },
  {
    key: 'organisation-draft',
    name: 'Défi des calories',
    description: 'Brouillon : 3 000 kcal dépensées en se déplaçant.',
    excerpt: '3 000 kcal',
    startsInDays: 30,
    days: 30,
    status: 'draft',
    individualGoal: { type: 'calories', value: 3000, activityTypes: ACTIVE, reward: 90 },
    joinRate: 0,
    maxParticipants: 0,
  },
];

/** Between organisations of the first city: one the demo organisation sent and another accepted, one it received. */
export const SENT_CHALLENGE: DemoChallengeData = {
  key: 'sent-accepted',
  name: 'Duel des employeurs',
  description: 'Quelle organisation évitera le plus de CO₂ par employé en trois semaines ?',
  excerpt: '5 kg de CO₂ évités chacun',
  startsInDays: -7,
  days: 21,
  status: 'active',
  individualGoal: { type: 'ghg', value: 5, activityTypes: SUSTAINABLE, reward: 75 },
  joinRate: 0.6,
  maxParticipants: 20,
};

export const RECEIVED_CHALLENGE: DemoChallengeData = {
  key: 'received-pending',
  name: 'Relais interentreprises',
  description: 'Une invitation à relever ensemble vingt trajets actifs.',
  excerpt: '20 trajets actifs',
  startsInDays: 5,
  days: 21,
  status: 'active',
  individualGoal: { type: 'sessions', value: 20, activityTypes: ACTIVE, reward: 90 },
  joinRate: 0,
  maxParticipants: 0,
};
