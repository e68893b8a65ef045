import type { Locale } from '@mobiverte/contracts';
import { assemble, fill, formatters, paragraph, table, type Row } from '../../mail/report-layout.ts';
import type { OrdersDay } from './admin-reports.repository.ts';

export type WeekActivity = {
  trips: number;
  distanceKm: number;
  ghgAvoidedKg: number;
  greenpoints: number;
  activeParticipants: number;
  newParticipants: number;
  pendingReviews: number;
  /** The same figures of the week before, for the change. */
  previous: { trips: number; distanceKm: number; ghgAvoidedKg: number; activeParticipants: number };
};

type Texts = {
  ordersSubject: string;
  ordersIntro: string;
  ordersNone: string;
  merchant: string;
  orders: string;
  greenpoints: string;
  total: string;
  cancelled: string;
  expired: string;
  expiringSoon: string;
  ordersAction: string;
  weekSubject: string;
  weekIntro: string;
  figure: string;
  week: string;
  weekBefore: string;
  trips: string;
  distance: string;
  ghg: string;
  earned: string;
  active: string;
  joined: string;
  pendingReviews: string;
  weekAction: string;
  why: string;
};

const TEXTS: Record<Locale, Texts> = {
  fr: {
    ordersSubject: 'Boutique de {{city}}\u202f: les commandes du {{day}}',
    ordersIntro: 'Voici les commandes passées dans la boutique de {{city}} le {{day}}.',
    ordersNone: 'Aucune commande n’a été passée ce jour-là.',
    merchant: 'Commerçant',
    orders: 'Commandes',
    greenpoints: 'Points verts',
    total: 'Total',
    cancelled: 'Commandes annulées ce jour-là\u202f: {{count}}',
    expired: 'Commandes expirées ce jour-là\u202f: {{count}}',
    expiringSoon: 'Commandes en attente qui expirent dans les trois prochains jours\u202f: {{count}}',
    ordersAction: 'Voir les commandes',
    weekSubject: '{{city}}\u202f: l’activité de la semaine du {{start}} au {{end}}',
    weekIntro: 'Voici les déplacements durables de {{city}} du {{start}} au {{end}}.',
    figure: 'Indicateur',
    week: 'Cette semaine',
    weekBefore: 'Semaine précédente',
    trips: 'Trajets durables',
    distance: 'Distance (km)',
    ghg: 'GES évités (kg éq. CO₂)',
    earned: 'Points verts gagnés',
    active: 'Participants actifs',
    joined: 'Nouveaux participants',
    pendingReviews: 'Trajets à vérifier en attente\u202f: {{count}}',
    weekAction: 'Ouvrir le tableau de bord',
    why: 'Vous recevez ce message car votre adresse figure dans les paramètres de {{city}} sur {{brand}} («\u00a0{{list}}\u00a0»). Un administrateur de la ville peut l’en retirer.',
  },
  en: {
    ordersSubject: '{{city}} shop: the orders of {{day}}',
    ordersIntro: 'Here are the orders placed in the {{city}} shop on {{day}}.',
    ordersNone: 'No order was placed that day.',
    merchant: 'Merchant',
    orders: 'Orders',
    greenpoints: 'Greenpoints',
    total: 'Total',
    cancelled: 'Orders cancelled that day: {{count}}',
    expired: 'Orders expired that day: {{count}}',
    expiringSoon: 'Pending orders expiring in the next three days: {{count}}',
    ordersAction: 'See the orders',
    weekSubject: '{{city}}: the activity of the week from {{start}} to {{end}}',
    weekIntro: 'Here are the sustainable trips of {{city}} from {{start}} to {{end}}.',
    figure: 'Figure',
    week: 'This week',
    weekBefore: 'Week before',
    trips: 'Sustainable trips',
    distance: 'Distance (km)',
    ghg: 'GHG avoided (kg CO₂e)',
    earned: 'Greenpoints earned',
    active: 'Active participants',
    joined: 'New participants',
    pendingReviews: 'Trips awaiting review: {{count}}',
    weekAction: 'Open the dashboard',
    why: 'You receive this message because your address is in the settings of {{city}} on {{brand}} (“{{list}}”). A city admin can remove it.',
  },
  de: {
    ordersSubject: 'Shop {{city}}: die Bestellungen vom {{day}}',
    ordersIntro: 'Hier sind die Bestellungen im Shop von {{city}} vom {{day}}.',
    ordersNone: 'An diesem Tag wurde nichts bestellt.',
    merchant: 'Händler',
    orders: 'Bestellungen',
    greenpoints: 'Grünpunkte',
    total: 'Summe',
    cancelled: 'An diesem Tag stornierte Bestellungen: {{count}}',
    expired: 'An diesem Tag abgelaufene Bestellungen: {{count}}',
    expiringSoon: 'Offene Bestellungen, die in den nächsten drei Tagen ablaufen: {{count}}',
    ordersAction: 'Bestellungen ansehen',
    weekSubject: '{{city}}: die Aktivität der Woche vom {{start}} bis {{end}}',
    weekIntro: 'Hier sind die nachhaltigen Wege von {{city}} vom {{start}} bis {{end}}.',
    figure: 'Kennzahl',
    week: 'Diese Woche',
    weekBefore: 'Vorwoche',
    trips: 'Nachhaltige Wege',
    distance: 'Distanz (km)',
    ghg: 'Vermiedene THG (kg CO₂e)',
    earned: 'Verdiente Grünpunkte',
    active: 'Aktive Teilnehmende',
    joined: 'Neue Teilnehmende',
    pendingReviews: 'Zu prüfende Wege in der Warteschlange: {{count}}',
    weekAction: 'Dashboard öffnen',
    why: 'Sie erhalten diese Nachricht, weil Ihre Adresse in den Einstellungen von {{city}} auf {{brand}} steht („{{list}}“). Ein Stadtadministrator kann sie entfernen.',
  },
};

const LIST_NAMES: Record<Locale, { orders: string; report: string }> = {
  fr: { orders: 'Courriels des commandes', report: 'Courriels des rapports' },
  en: { orders: 'Order emails', report: 'Report emails' },
  de: { orders: 'E-Mails für Bestellungen', report: 'E-Mails für Berichte' },
};

/** The morning digest of the marketplace's day, for the order admin emails. */
export function renderOrdersDigest(
  locale: Locale,
  input: { brand: string; city: string; day: string; link: string; figures: OrdersDay },
) {
  const texts = TEXTS[locale];
  const format = formatters(locale);
  const vars = { city: input.city, day: format.day(input.day), brand: input.brand, list: LIST_NAMES[locale].orders };
  const { figures } = input;
  const count = (value: number) => ({ count: format.number(value) });
  const blocks =
    figures.orders === 0
      ? [paragraph(texts.ordersNone)]
      : [
          table(
            [texts.merchant, texts.orders, texts.greenpoints],
            [
              ...figures.merchants.map((row) => [
                row.merchant,
                format.number(row.orders),
                format.number(row.greenpoints),
              ]),
              [texts.total, format.number(figures.orders), format.number(figures.greenpoints)],
            ],
          ),
        ];
  blocks.push(
    paragraph(
      [
        fill(texts.cancelled, count(figures.cancelled)),
        fill(texts.expired, count(figures.expired)),
        fill(texts.expiringSoon, count(figures.expiringSoon)),
      ].join(' · '),
    ),
  );
  return assemble(locale, {
    subject: fill(texts.ordersSubject, vars),
    intro: fill(texts.ordersIntro, vars),
    blocks,
    action: texts.ordersAction,
    link: input.link,
    why: fill(texts.why, vars),
  });
}

/** The Monday report of the week's sustainable trips, for the report admin emails. */
export function renderWeeklyReport(
  locale: Locale,
  input: { brand: string; city: string; start: string; end: string; link: string; figures: WeekActivity },
) {
  const texts = TEXTS[locale];
  const format = formatters(locale);
  const vars = {
    city: input.city,
    start: format.day(input.start),
    end: format.day(input.end),
    brand: input.brand,
    list: LIST_NAMES[locale].report,
  };
  const { figures } = input;
  const row = (label: string, value: number, before?: number): Row => [
    label,
    format.number(value),
    before === undefined ? '' : format.number(before),
  ];
  return assemble(locale, {
    subject: fill(texts.weekSubject, vars),
    intro: fill(texts.weekIntro, vars),
    blocks: [
      table(
        [texts.figure, texts.week, texts.weekBefore],
        [
          row(texts.trips, figures.trips, figures.previous.trips),
          row(texts.distance, figures.distanceKm, figures.previous.distanceKm),
          row(texts.ghg, figures.ghgAvoidedKg, figures.previous.ghgAvoidedKg),
          row(texts.active, figures.activeParticipants, figures.previous.activeParticipants),
          row(texts.earned, figures.greenpoints),
          row(texts.joined, figures.newParticipants),
        ],
      ),
      paragraph(fill(texts.pendingReviews, { count: format.number(figures.pendingReviews) })),
    ],
    action: texts.weekAction,
    link: input.link,
    why: fill(texts.why, vars),
  });
}
