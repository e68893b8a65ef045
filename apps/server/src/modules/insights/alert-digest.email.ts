import type { AlertMeasure, EngagementAlert, EngagementAlerts, Locale } from '@mobiverte/contracts';
import { assemble, fill, formatters, INTL_LOCALES, paragraph, table } from '../../mail/report-layout.ts';
import { escapeHtml } from '../../mail/templates.ts';

type Texts = {
  subject: string;
  intro: string;
  figure: string;
  week: string;
  weekBefore: string;
  measures: Record<AlertMeasure, string>;
  alertsTitle: string;
  none: string;
  drop: string;
  stopped: string;
  stoppedNamed: string;
  challengeEnding: string;
  challengeEndsToday: string;
  orders: string;
  tripReviews: string;
  products: string;
  challengeInvitations: string;
  action: string;
  why: string;
};

const TEXTS: Record<Locale, Texts> = {
  fr: {
    subject: '{{owner}}\u202f: vos alertes de la semaine du {{start}} au {{end}}',
    intro: 'Voici les chiffres de {{owner}} pour la semaine du {{start}} au {{end}}, comparés à la semaine précédente.',
    figure: 'Indicateur',
    week: 'Cette semaine',
    weekBefore: 'Semaine précédente',
    measures: {
      sessions: 'Déplacements durables',
      distanceKm: 'Distance durable (km)',
      ghgKg: 'GES évités (kg éq. CO₂)',
      activeUsers: 'Participants actifs',
    },
    alertsTitle: 'À surveiller',
    none: 'Rien à signaler cette semaine.',
    drop: '{{measure}}\u202f: {{change}} par rapport à la semaine précédente ({{current}} contre {{previous}}).',
    stopped:
      '{{count}} participant(s) actif(s) les quatre semaines précédentes n’ont fait aucun déplacement durable cette semaine.',
    stoppedNamed:
      '{{count}} participant(s) actif(s) les quatre semaines précédentes n’ont fait aucun déplacement durable cette semaine\u202f: {{names}}.',
    challengeEnding: 'Le défi «\u00a0{{name}}\u00a0» se termine le {{day}} (dans {{days}} jour(s)).',
    challengeEndsToday: 'Le défi «\u00a0{{name}}\u00a0» se termine aujourd’hui.',
    orders: 'Commandes en attente de remise\u202f: {{count}}',
    tripReviews: 'Déplacements à vérifier\u202f: {{count}}',
    products: 'Produits en attente d’approbation\u202f: {{count}}',
    challengeInvitations: 'Défis reçus en attente de votre réponse\u202f: {{count}}',
    action: 'Ouvrir le tableau de bord',
    why: 'Vous recevez ce message car vous avez activé le résumé hebdomadaire des alertes dans votre profil sur {{brand}}. Vous pouvez le désactiver à tout moment depuis la page Profil.',
  },
  en: {
    subject: '{{owner}}: your alerts for the week of {{start}} to {{end}}',
    intro: 'Here are the figures of {{owner}} for the week of {{start}} to {{end}}, against the week before.',
    figure: 'Figure',
    week: 'This week',
    weekBefore: 'Week before',
    measures: {
      sessions: 'Sustainable trips',
      distanceKm: 'Sustainable distance (km)',
      ghgKg: 'GHG avoided (kg CO₂e)',
      activeUsers: 'Active users',
    },
    alertsTitle: 'To watch',
    none: 'Nothing to report this week.',
    drop: '{{measure}}: {{change}} against the week before ({{current}} against {{previous}}).',
    stopped: '{{count}} participant(s) active in the four weeks before made no sustainable trip this week.',
    stoppedNamed:
      '{{count}} participant(s) active in the four weeks before made no sustainable trip this week: {{names}}.',
    challengeEnding: 'The challenge “{{name}}” ends on {{day}} (in {{days}} day(s)).',
    challengeEndsToday: 'The challenge “{{name}}” ends today.',
    orders: 'Orders waiting to be handed over: {{count}}',
    tripReviews: 'Trips awaiting review: {{count}}',
    products: 'Products awaiting approval: {{count}}',
    challengeInvitations: 'Challenges received awaiting your answer: {{count}}',
    action: 'Open the dashboard',
    why: 'You receive this message because you turned on the weekly alerts digest in your profile on {{brand}}. You can turn it off at any time from the Profile page.',
  },
  de: {
    subject: '{{owner}}: Ihre Hinweise für die Woche vom {{start}} bis {{end}}',
    intro: 'Hier sind die Zahlen von {{owner}} für die Woche vom {{start}} bis {{end}}, verglichen mit der Vorwoche.',
    figure: 'Kennzahl',
    week: 'Diese Woche',
    weekBefore: 'Vorwoche',
    measures: {
      sessions: 'Nachhaltige Fahrten',
      distanceKm: 'Nachhaltige Strecke (km)',
      ghgKg: 'Vermiedene THG (kg CO₂e)',
      activeUsers: 'Aktive Nutzer',
    },
    alertsTitle: 'Zu beachten',
    none: 'Diese Woche gibt es nichts zu melden.',
    drop: '{{measure}}: {{change}} gegenüber der Vorwoche ({{current}} statt {{previous}}).',
    stopped:
      '{{count}} Teilnehmer, die in den vier Wochen davor aktiv waren, haben diese Woche keine nachhaltige Fahrt gemacht.',
    stoppedNamed:
      '{{count}} Teilnehmer, die in den vier Wochen davor aktiv waren, haben diese Woche keine nachhaltige Fahrt gemacht: {{names}}.',
    challengeEnding: 'Die Challenge „{{name}}“ endet am {{day}} (in {{days}} Tag(en)).',
    challengeEndsToday: 'Die Challenge „{{name}}“ endet heute.',
    orders: 'Bestellungen, die auf Übergabe warten: {{count}}',
    tripReviews: 'Zu prüfende Fahrten: {{count}}',
    products: 'Produkte, die auf Freigabe warten: {{count}}',
    challengeInvitations: 'Erhaltene Challenges, die auf Ihre Antwort warten: {{count}}',
    action: 'Dashboard öffnen',
    why: 'Sie erhalten diese Nachricht, weil Sie die wöchentliche Zusammenfassung der Hinweise in Ihrem Profil auf {{brand}} aktiviert haben. Sie können sie jederzeit auf der Profilseite abschalten.',
  },
};

/** One line per alert, in the admin's language. */
export function describeAlert(locale: Locale, alert: EngagementAlert): string {
  const texts = TEXTS[locale];
  const format = formatters(locale);
  const count = (value: number) => format.number(value);
  switch (alert.kind) {
    case 'figure_drop':
      return fill(texts.drop, {
        measure: texts.measures[alert.measure],
        change: new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: 0 }).format(
          alert.change,
        ),
        current: count(alert.current),
        previous: count(alert.previous),
      });
    case 'participants_stopped':
      return alert.names && alert.names.length > 0
        ? fill(texts.stoppedNamed, { count: count(alert.count), names: alert.names.join(', ') })
        : fill(texts.stopped, { count: count(alert.count) });
    case 'challenge_ending':
      return alert.daysLeft === 0
        ? fill(texts.challengeEndsToday, { name: alert.name })
        : fill(texts.challengeEnding, {
            name: alert.name,
            day: format.day(alert.endDate),
            days: count(alert.daysLeft),
          });
    case 'orders_pending':
      return fill(texts.orders, { count: count(alert.count) });
    case 'trip_reviews_pending':
      return fill(texts.tripReviews, { count: count(alert.count) });
    case 'products_pending':
      return fill(texts.products, { count: count(alert.count) });
    case 'challenge_invitations_pending':
      return fill(texts.challengeInvitations, { count: count(alert.count) });
  }
}

/** The weekly engagement digest of one admin (issue 21 §3). */
export function renderAlertDigest(
  locale: Locale,
  input: { brand: string; owner: string; link: string; alerts: EngagementAlerts },
) {
  const texts = TEXTS[locale];
  const format = formatters(locale);
  const { alerts } = input;
  const vars = {
    owner: input.owner,
    brand: input.brand,
    start: format.day(alerts.week.startDate),
    end: format.day(alerts.week.endDate),
  };
  const figures = table(
    [texts.figure, texts.week, texts.weekBefore],
    (Object.keys(texts.measures) as AlertMeasure[]).map((measure) => [
      texts.measures[measure],
      format.number(alerts.figures[measure]),
      format.number(alerts.previousFigures[measure]),
    ]),
  );
  const lines = alerts.alerts.map((alert) => describeAlert(locale, alert));
  const list =
    lines.length === 0
      ? paragraph(texts.none)
      : {
          html: `<h3 style="margin:16px 0 4px">${texts.alertsTitle}</h3><ul>${lines
            .map((line) => `<li>${escapeHtml(line)}</li>`)
            .join('')}</ul>`,
          text: [texts.alertsTitle, ...lines.map((line) => `- ${line}`)].join('\n'),
        };
  return assemble(locale, {
    subject: fill(texts.subject, vars),
    intro: fill(texts.intro, vars),
    blocks: [figures, list],
    action: texts.action,
    link: input.link,
    why: fill(texts.why, vars),
  });
}
