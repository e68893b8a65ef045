import type { Locale } from '@mobiverte/contracts';

/** The report's texts in the admin's language (the glossary's words; the server does not read the web's files). */
export const REPORT_LABELS: Record<
  Locale,
  {
    title: string;
    subtitle: string;
    organisation: string;
    city: string;
    period: string;
    generated: string;
    summary: string;
    byMode: string;
    byRow: { organisation: string; city: string };
    factors: string;
    methodology: string;
    noBranch: string;
    allModes: string;
    total: string;
    page: (page: number, pages: number) => string;
    columns: {
      scope: string;
      name: string;
      mode: string;
      participants: string;
      employees: string;
      coverage: string;
      trips: string;
      distanceKm: string;
      emittedKg: string;
      avoidedKg: string;
      creditedKg: string;
      extrapolatedEmittedKg: string;
      extrapolatedAvoidedKg: string;
      kgPerKm: string;
      source: string;
      year: string;
      custom: string;
    };
    kinds: { organisation: string; branch: string; no_branch: string; total: string };
    yes: string;
    no: string;
    extrapolationNote: string;
    modeParticipantsNote: string;
    methodologyText: (perModeSince: string | null) => string[];
    sheets: { report: string; factors: string; methodology: string };
    filename: string;
  }
> = {
  fr: {
    title: 'Rapport des émissions des déplacements domicile-travail',
    subtitle: 'GHG Protocol, Scope 3, catégorie 7 (déplacements des employés)',
    organisation: 'Organisation',
    city: 'Ville',
    period: 'Période',
    generated: 'Établi le',
    summary: 'Synthèse',
    byMode: 'Par mode',
    byRow: { organisation: 'Par établissement', city: 'Par organisation' },
    factors: 'Facteurs d’émission utilisés',
    methodology: 'Méthodologie',
    noBranch: 'Sans établissement',
    allModes: 'Tous modes',
    total: 'Total',
    page: (page, pages) => `Page ${page} sur ${pages}`,
    columns: {
      scope: 'Niveau',
      name: 'Nom',
      mode: 'Mode',
      participants: 'Participants',
      employees: 'Employés',
      coverage: 'Couverture',
      trips: 'Déplacements',
      distanceKm: 'Distance (km)',
      emittedKg: 'Émissions (kg éq. CO₂)',
      avoidedKg: 'GES évités (kg éq. CO₂)',
      creditedKg: 'GES évités crédités (kg éq. CO₂)',
      extrapolatedEmittedKg: 'Émissions extrapolées (kg éq. CO₂)',
      extrapolatedAvoidedKg: 'GES évités extrapolés (kg éq. CO₂)',
      kgPerKm: 'kg éq. CO₂ par km',
      source: 'Source',
      year: 'Année',
      custom: 'Propre à la ville',
    },
    kinds: { organisation: 'Organisation', branch: 'Établissement', no_branch: 'Établissement', total: 'Total' },
    yes: 'Oui',
    no: 'Non',
    extrapolationNote:
      'Extrapolation\u202f: chiffres mesurés × employés ÷ participants. Estimation, pas une mesure\u202f: elle suppose que les employés qui ne participent pas se déplacent comme les participants.',
    modeParticipantsNote:
      'Participants d’un mode\u202f: ceux qui ont fait au moins un déplacement dans ce mode. Un participant qui utilise plusieurs modes compte dans chacun\u202f: la somme des modes peut dépasser le total.',
    methodologyText: (perModeSince) => [
      'Périmètre\u202f: les déplacements durables enregistrés par les participants de la période (jours de la ville, bornes incluses), sous l’organisation et l’établissement auxquels ils appartenaient au moment du déplacement.',
      'Distance\u202f: la distance comptée de chaque déplacement (plafonnée par la limite de km par déplacement de l’organisation).',
      'Émissions mesurées = distance × facteur du mode (kg éq. CO₂ par passager-km).',
      'Voiture en solo\u202f: le programme ne compte pas les déplacements en voiture en solo (ni les arrêts)\u202f; le rapport n’a donc aucune émission mesurée pour eux. Les émissions mesurées sont celles des seuls déplacements durables, pas toutes les émissions des trajets domicile-travail des participants.',
      'GES évités = distance × (facteur de la voiture en solo − facteur du mode), jamais négatifs. Le facteur de la voiture en solo est celui du tableau des facteurs\u202f: 0,21 kg par km, la référence du programme, sauf si la ville l’a remplacé.',
      'GES évités crédités\u202f: ceux enregistrés à la réception de chaque déplacement, qui donnent les points verts. ' +
        (perModeSince
          ? `La ville crédite les facteurs par mode depuis le ${perModeSince}\u202f; les déplacements antérieurs gardent 0,21 kg par km pour tout mode, sauf recalcul d’une période par un administrateur.`
          : 'La ville crédite 0,21 kg par km pour tout mode durable.'),
      'Participants par mode\u202f: les participants distincts qui ont fait au moins un déplacement durable compté dans ce mode pendant la période. Un participant qui utilise plusieurs modes compte dans chacun d’eux\u202f: la somme des participants par mode peut donc dépasser le nombre de participants.',
      'Couverture = participants ÷ employés déclarés par l’organisation.',
    ],
    sheets: { report: 'Rapport', factors: 'Facteurs', methodology: 'Méthodologie' },
    filename: 'rapport-emissions',
  },
  en: {
    title: 'Commuting emissions report',
    subtitle: 'GHG Protocol, Scope 3, category 7 (employee commuting)',
    organisation: 'Organisation',
    city: 'City',
    period: 'Period',
    generated: 'Generated on',
    summary: 'Summary',
    byMode: 'By mode',
    byRow: { organisation: 'By branch', city: 'By organisation' },
    factors: 'Emission factors used',
    methodology: 'Methodology',
    noBranch: 'No branch',
    allModes: 'All modes',
    total: 'Total',
    page: (page, pages) => `Page ${page} of ${pages}`,
    columns: {
      scope: 'Level',
      name: 'Name',
      mode: 'Mode',
      participants: 'Participants',
      employees: 'Employees',
      coverage: 'Coverage',
      trips: 'Trips',
      distanceKm: 'Distance (km)',
      emittedKg: 'Emissions (kg CO₂e)',
      avoidedKg: 'GHG avoided (kg CO₂e)',
      creditedKg: 'GHG avoided credited (kg CO₂e)',
      extrapolatedEmittedKg: 'Extrapolated emissions (kg CO₂e)',
      extrapolatedAvoidedKg: 'Extrapolated GHG avoided (kg CO₂e)',
      kgPerKm: 'kg CO₂e per km',
      source: 'Source',
      year: 'Year',
      custom: 'City’s own',
    },
    kinds: { organisation: 'Organisation', branch: 'Branch', no_branch: 'Branch', total: 'Total' },
    yes: 'Yes',
    no: 'No',
    extrapolationNote:
      'Extrapolation: measured figures × employees ÷ participants. An estimate, not a measurement: it assumes that employees who do not take part commute like the participants.',
    modeParticipantsNote:
      'Participants of a mode: those who made at least one trip in it. A participant who uses several modes counts in each, so the modes can add up to more than the total.',
    methodologyText: (perModeSince) => [
      'Scope: the sustainable trips recorded by the participants in the period (the city’s days, both included), under the organisation and branch they belonged to at the time of the trip.',
      'Distance: the counted distance of each trip (capped by the organisation’s km-per-trip limit).',
      'Measured emissions = distance × the mode’s factor (kg CO₂e per passenger-km).',
      'Solo car: the programme does not count trips by car alone (nor stops), so the report has no measured emissions for them. Measured emissions are those of the sustainable trips only, not all of the participants’ commuting emissions.',
      'GHG avoided = distance × (solo car factor − the mode’s factor), never negative. The solo car’s factor is the one in the factors table: 0.21 kg per km, the programme’s baseline, unless the city replaced it.',
      'GHG avoided credited: as recorded when each trip was received, which earns the greenpoints. ' +
        (perModeSince
          ? `The city credits per-mode factors since ${perModeSince}; earlier trips keep 0.21 kg per km for every mode unless an admin recomputes a period.`
          : 'The city credits 0.21 kg per km for every sustainable mode.'),
      'Participants per mode: the distinct participants who made at least one counted sustainable trip in that mode in the period. A participant who uses several modes counts in each of them, so the participants per mode can add up to more than the participants.',
      'Coverage = participants ÷ the employees the organisation declared.',
    ],
    sheets: { report: 'Report', factors: 'Factors', methodology: 'Methodology' },
    filename: 'emissions-report',
  },
  de: {
    title: 'Bericht über die Emissionen des Pendelverkehrs',
    subtitle: 'GHG Protocol, Scope 3, Kategorie 7 (Pendeln der Beschäftigten)',
    organisation: 'Organisation',
    city: 'Stadt',
    period: 'Zeitraum',
    generated: 'Erstellt am',
    summary: 'Überblick',
    byMode: 'Nach Verkehrsmittel',
    byRow: { organisation: 'Nach Standort', city: 'Nach Organisation' },
    factors: 'Verwendete Emissionsfaktoren',
    methodology: 'Methodik',
    noBranch: 'Ohne Standort',
    allModes: 'Alle Verkehrsmittel',
    total: 'Gesamt',
    page: (page, pages) => `Seite ${page} von ${pages}`,
    columns: {
      scope: 'Ebene',
      name: 'Name',
      mode: 'Verkehrsmittel',
      participants: 'Teilnehmer',
      employees: 'Beschäftigte',
      coverage: 'Abdeckung',
      trips: 'Fahrten',
      distanceKm: 'Strecke (km)',
      emittedKg: 'Emissionen (kg CO₂e)',
      avoidedKg: 'Vermiedene THG (kg CO₂e)',
      creditedKg: 'Gutgeschriebene vermiedene THG (kg CO₂e)',
      extrapolatedEmittedKg: 'Hochgerechnete Emissionen (kg CO₂e)',
      extrapolatedAvoidedKg: 'Hochgerechnete vermiedene THG (kg CO₂e)',
      kgPerKm: 'kg CO₂e pro km',
      source: 'Quelle',
      year: 'Jahr',
      custom: 'Eigener Wert der Stadt',
    },
    kinds: { organisation: 'Organisation', branch: 'Standort', no_branch: 'Standort', total: 'Gesamt' },
    yes: 'Ja',
    no: 'Nein',
    extrapolationNote:
      'Hochrechnung: gemessene Werte × Beschäftigte ÷ Teilnehmer. Eine Schätzung, keine Messung: Sie nimmt an, dass Beschäftigte ohne Teilnahme wie die Teilnehmer pendeln.',
    modeParticipantsNote:
      'Teilnehmer eines Verkehrsmittels: wer damit mindestens eine Fahrt gemacht hat. Wer mehrere Verkehrsmittel nutzt, zählt bei jedem, daher kann die Summe über die Verkehrsmittel die Gesamtzahl übersteigen.',
    methodologyText: (perModeSince) => [
      'Umfang: die nachhaltigen Fahrten der Teilnehmer im Zeitraum (Tage der Stadt, beide eingeschlossen), unter der Organisation und dem Standort, denen sie zum Zeitpunkt der Fahrt angehörten.',
      'Strecke: die gezählte Strecke jeder Fahrt (begrenzt durch das km-pro-Fahrt-Limit der Organisation).',
      'Gemessene Emissionen = Strecke × Faktor des Verkehrsmittels (kg CO₂e pro Personenkilometer).',
      'Auto allein: Das Programm zählt Fahrten allein im Auto (und Stillstand) nicht, daher enthält der Bericht für sie keine gemessenen Emissionen. Die gemessenen Emissionen sind nur die der nachhaltigen Fahrten, nicht alle Pendelemissionen der Teilnehmer.',
      'Vermiedene THG = Strecke × (Faktor des Autos allein − Faktor des Verkehrsmittels), nie negativ. Der Faktor des Autos allein ist der aus der Faktorentabelle: 0,21 kg pro km, der Bezugswert des Programms, sofern die Stadt ihn nicht ersetzt hat.',
      'Gutgeschriebene vermiedene THG: wie beim Eingang jeder Fahrt erfasst, sie ergeben die Greenpoints. ' +
        (perModeSince
          ? `Die Stadt schreibt seit dem ${perModeSince} Faktoren pro Verkehrsmittel gut; frühere Fahrten behalten 0,21 kg pro km, außer ein Administrator berechnet einen Zeitraum neu.`
          : 'Die Stadt schreibt 0,21 kg pro km für jedes nachhaltige Verkehrsmittel gut.'),
      'Teilnehmer pro Verkehrsmittel: die verschiedenen Teilnehmer mit mindestens einer gezählten nachhaltigen Fahrt mit diesem Verkehrsmittel im Zeitraum. Wer mehrere Verkehrsmittel nutzt, zählt bei jedem, daher kann die Summe der Teilnehmer pro Verkehrsmittel die Zahl der Teilnehmer übersteigen.',
      'Abdeckung = Teilnehmer ÷ von der Organisation angegebene Beschäftigte.',
    ],
    sheets: { report: 'Bericht', factors: 'Faktoren', methodology: 'Methodik' },
    filename: 'emissionsbericht',
  },
};
