import type { NotificationRepeat, NotificationState } from '@mobiverte/contracts';

/** A template every demo city offers its organisations. */
export type NotificationTemplateSeed = { name: string; title: string; content: string };

export const NOTIFICATION_TEMPLATE_SEEDS: readonly NotificationTemplateSeed[] = [
  {
    name: 'Défi du mois',
    title: 'Le défi du mois commence',
    content:
      'Rejoignez le défi de votre organisation dans l’application : chaque déplacement durable vous rapporte des points verts.',
  },
  {
    name: 'Heure bonus',
    title: 'Heure bonus ce matin',
    content: 'Entre 7 h et 9 h, vos déplacements durables rapportent deux fois plus de points verts.',
  },
  {
    name: 'Météo vélo',
    title: 'Beau temps pour pédaler',
    content: 'Demain s’annonce ensoleillé : c’est le moment d’aller au travail à vélo.',
  },
  {
    name: 'Nouvelles récompenses',
    title: 'Nouvelles récompenses en boutique',
    content: 'De nouveaux produits vous attendent chez les commerçants partenaires. Échangez vos points verts !',
  },
];

export type NotificationSeed = {
  name: string;
  title: string;
  content: string;
  state: Extract<NotificationState, 'draft' | 'scheduled' | 'sent' | 'cancelled'>;
  /** Days from the generation date and the local time of the city; absent for a draft. */
  daysFromNow?: number;
  localTime?: string;
  repeat?: { every: Exclude<NotificationRepeat, 'none'>; forDays: number };
  /** For a city: its first organisation (by name) only; absent, everyone. */
  firstOrganisationOnly?: true;
};

/** What each demo city sent, planned, kept as a draft and cancelled. */
export const CITY_NOTIFICATION_SEEDS: readonly NotificationSeed[] = [
  {
    name: 'Bienvenue dans le programme',
    title: 'Bienvenue dans le programme',
    content: 'Activez le suivi de vos trajets dans l’application et gagnez des points verts dès aujourd’hui.',
    state: 'sent',
    daysFromNow: -12,
    localTime: '08:00',
  },
  {
    name: 'Semaine de la mobilité — organisation pilote',
    title: 'La semaine de la mobilité commence',
    content: 'Toute la semaine, les trajets à vélo et à pied comptent double dans le classement de votre organisation.',
    state: 'sent',
    daysFromNow: -4,
    localTime: '17:30',
    firstOrganisationOnly: true,
  },
  {
    name: 'Rappel heure bonus',
    title: 'Heure bonus demain matin',
    content: 'Entre 7 h et 9 h, vos déplacements durables rapportent deux fois plus de points verts.',
    state: 'scheduled',
    daysFromNow: 2,
    localTime: '07:30',
  },
  {
    name: 'Conseil du lundi',
    title: 'Le conseil mobilité de la semaine',
    content: 'Un nouveau conseil chaque lundi pour vos trajets : ouvrez l’application pour le lire.',
    state: 'scheduled',
    daysFromNow: 6,
    localTime: '08:00',
    repeat: { every: 'weekly', forDays: 56 },
  },
  {
    name: 'Enquête de satisfaction',
    title: 'Votre avis compte',
    content: 'Répondez en deux minutes à notre enquête sur le programme de mobilité durable.',
    state: 'draft',
  },
  {
    name: 'Travaux sur le pont',
    title: 'Travaux sur le pont Papineau',
    content: 'Le pont sera fermé aux vélos samedi : passez par la piste du boulevard.',
    state: 'cancelled',
    daysFromNow: 1,
    localTime: '06:45',
  },
];

/** What each demo organisation sent, planned and kept as a draft for its own participants. */
export const ORGANISATION_NOTIFICATION_SEEDS: readonly NotificationSeed[] = [
  {
    name: 'Dîner des cyclistes',
    title: 'Dîner des cyclistes vendredi',
    content: 'Venez au travail à vélo vendredi : le dîner est offert aux cyclistes à la cafétéria.',
    state: 'sent',
    daysFromNow: -6,
    localTime: '12:00',
  },
  {
    name: 'Covoiturage de la semaine',
    title: 'Trouvez votre covoitureur',
    content: 'Des collègues de votre établissement font le même trajet : proposez un covoiturage dans l’application.',
    state: 'scheduled',
    daysFromNow: 1,
    localTime: '08:15',
  },
  {
    name: 'Résultats du défi',
    title: 'Les résultats du défi sont là',
    content: 'Découvrez le classement final du défi et les gagnants de votre organisation.',
    state: 'draft',
  },
];
