/** The demo's email campaigns, per city: one sent to everyone, one sent by the first organisation, one planned, a draft. */
export type EmailCampaignTemplate = {
  /** Who sends: the city, or its first organisation (by name order). */
  sender: 'city' | 'firstOrganisation';
  name: string;
  subject: string;
  /** Days from the generation date; null: a draft. A past date is sent, a future one scheduled. */
  plannedDaysFromNow: number | null;
  html: string;
};

export const EMAIL_CAMPAIGN_TEMPLATES: readonly EmailCampaignTemplate[] = [
  {
    sender: 'city',
    name: 'Bienvenue dans le programme',
    subject: 'Bienvenue : vos trajets durables comptent dès aujourd’hui',
    plannedDaysFromNow: -45,
    html: '<h2>Bienvenue !</h2><p>Chaque trajet à pied, à vélo, en transport collectif ou en covoiturage vous rapporte des <strong>points verts</strong>.</p><ul><li>Activez le suivi dans l’application.</li><li>Rejoignez les défis de votre organisation.</li></ul>',
  },
  {
    sender: 'firstOrganisation',
    name: 'Défi de l’automne',
    subject: 'Le défi de l’automne commence lundi',
    plannedDaysFromNow: -12,
    html: '<p>Bonjour à toutes et à tous,</p><p>Le <strong>défi de l’automne</strong> commence lundi : chaque trajet durable compte pour l’équipe.</p><p>Bonne route !</p>',
  },
  {
    sender: 'city',
    name: 'Semaine de la mobilité',
    subject: 'Semaine de la mobilité : le programme des activités',
    plannedDaysFromNow: 14,
    html: '<h2>Semaine de la mobilité</h2><p>Ateliers de réparation de vélos, marches guidées et heures bonus : découvrez le programme de la semaine.</p>',
  },
  {
    sender: 'city',
    name: 'Bilan de l’année (brouillon)',
    subject: 'Votre année de déplacements durables',
    plannedDaysFromNow: null,
    html: '<p>Merci pour votre participation cette année ! Voici ce que nous avons accompli ensemble.</p>',
  },
];
