import type { NewsCategory, NewsVersions } from '@mobiverte/contracts';

export type NewsTemplate = {
  cityKey: string;
  category: NewsCategory;
  author: string;
  /** Days from the generation date; null: a draft. */
  publishedDaysFromNow: number | null;
  /** For the city's first organisation only (by name order); absent: the whole city. */
  firstOrganisationOnly?: true;
  link?: string;
  versions: NewsVersions & { fr: { title: string; body: string } };
};

/** The demo cities' news: published in French and English (one in German), a draft, a scheduled one, a targeted one. */
export const NEWS_TEMPLATES: readonly NewsTemplate[] = [
  {
    cityKey: 'laval',
    category: 'programme',
    author: 'Équipe Mobilité Laval',
    publishedDaysFromNow: -60,
    versions: {
      fr: {
        title: 'Bienvenue dans le programme de mobilité durable',
        body: '<p>Chaque trajet à pied, à vélo, en transport collectif ou en covoiturage vous rapporte des <strong>points verts</strong>, à échanger chez les commerçants partenaires.</p><ul><li>Activez le suivi dans l’application.</li><li>Rejoignez les défis de votre organisation.</li></ul>',
      },
      en: {
        title: 'Welcome to the sustainable mobility programme',
        body: '<p>Every trip on foot, by bike, by public transport or by carpool earns you <strong>greenpoints</strong>, to spend at partner merchants.</p><ul><li>Turn on tracking in the app.</li><li>Join your organisation’s challenges.</li></ul>',
      },
      de: {
        title: 'Willkommen im Programm für nachhaltige Mobilität',
        body: '<p>Jeder Weg zu Fuß, mit dem Rad, mit öffentlichen Verkehrsmitteln oder in Fahrgemeinschaft bringt Ihnen <strong>grüne Punkte</strong>.</p>',
      },
    },
  },
  {
    cityKey: 'laval',
    category: 'event',
    author: 'Équipe Mobilité Laval',
    publishedDaysFromNow: -21,
    link: 'https://www.laval.ca',
    versions: {
      fr: {
        title: 'Atelier de réparation de vélos au centre-ville',
        body: '<p>Apportez votre vélo samedi de 10 h à 14 h : des mécaniciens bénévoles vous aident à le préparer pour l’hiver.</p>',
      },
      en: {
        title: 'Bike repair workshop downtown',
        body: '<p>Bring your bike on Saturday from 10 a.m. to 2 p.m.: volunteer mechanics help you get it ready for winter.</p>',
      },
    },
  },
  {
    cityKey: 'laval',
    category: 'tip',
    author: 'Équipe Mobilité Laval',
    publishedDaysFromNow: -7,
    versions: {
      fr: {
        title: 'Rouler l’hiver : cinq conseils',
        body: '<h3>Avant de partir</h3><ol><li>Des pneus à crampons.</li><li>Un éclairage avant et arrière.</li><li>Des vêtements en couches.</li></ol><blockquote>Le vélo d’hiver, c’est possible !</blockquote>',
      },
    },
  },
  {
    cityKey: 'laval',
    category: 'challenge',
    author: 'Équipe Mobilité Laval',
    publishedDaysFromNow: -3,
    firstOrganisationOnly: true,
    versions: {
      fr: {
        title: 'Votre organisation relève le défi de novembre',
        body: '<p>Les participants de votre organisation sont invités au défi collectif de novembre : 2 000 km ensemble.</p>',
      },
      en: {
        title: 'Your organisation takes on the November challenge',
        body: '<p>Your organisation’s participants are invited to November’s team challenge: 2,000 km together.</p>',
      },
    },
  },
  {
    cityKey: 'laval',
    category: 'reward',
    author: 'Équipe Mobilité Laval',
    publishedDaysFromNow: 10,
    versions: {
      fr: {
        title: 'Nouvelles récompenses chez les commerçants',
        body: '<p>Trois nouveaux commerçants rejoignent le programme en décembre.</p>',
      },
      en: {
        title: 'New rewards at partner merchants',
        body: '<p>Three new merchants join the programme in December.</p>',
      },
    },
  },
  {
    cityKey: 'laval',
    category: 'partner',
    author: 'Équipe Mobilité Laval',
    publishedDaysFromNow: null,
    versions: {
      fr: {
        title: 'Partenariat avec la Société de transport (brouillon)',
        body: '<p>Texte à valider avec le partenaire avant publication.</p>',
      },
    },
  },
  {
    cityKey: 'sherbrooke',
    category: 'programme',
    author: 'Ville de Sherbrooke',
    publishedDaysFromNow: -30,
    versions: {
      fr: {
        title: 'Le covoiturage récompensé à Sherbrooke',
        body: '<p>Les événements de covoiturage de votre organisation rapportent désormais des points verts.</p>',
      },
      en: {
        title: 'Carpooling rewarded in Sherbrooke',
        body: '<p>Your organisation’s carpool events now earn greenpoints.</p>',
      },
    },
  },
];
