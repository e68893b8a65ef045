import {
  bucketOf,
  CAR_EMISSION_KG_PER_KM,
  checkTripPlausibility,
  listBuckets,
  localDayOf,
  scoreOrganisations,
  TRIP_MIN_METRES,
  TRIP_MIN_SECONDS,
  type DayRange,
  type ResolvedPeriod,
  type TransportMode,
} from '@mobiverte/contracts';

/**
 * The statistics computed the naive way, in plain JavaScript over the raw rows (`select * from trips`,
 * participants, ledger): what the property test compares every endpoint with. Sustainability and the day of
 * a trip are recomputed here from the raw facts, not read from the rules' outcome.
 */
export type RawTrip = {
  id: string;
  participantId: string;
  organisationId: string | null;
  branchId: string | null;
  activityType: TransportMode;
  startTime: Date;
  endTime: Date;
  distanceM: number;
  durationS: number;
  counted: boolean;
  countedDistanceM: number;
  ghgMg: number;
  greenpoints: number;
  calories: number;
  /** What ingestion decided (`pending` for a flagged trip): the property test checks it against the rules. */
  reviewStatus: string | null;
};
export type RawParticipant = {
  id: string;
  organisationId: string | null;
  branchId: string | null;
  usualTransportMode: TransportMode | null;
  firstName: string;
  lastName: string;
  branchName: string | null;
};
export type RawCredit = {
  participantId: string;
  transactionType: string;
  pointKind: string;
  status: string;
  transactionValue: number;
  createdAt: Date;
};
export type RawWorld = {
  timeZone: string;
  /** The city's oldest trip accepted, in days (the plausibility rules). */
  maxTripAgeDays: number;
  trips: RawTrip[];
  participants: RawParticipant[];
  organisations: { id: string; name: string; employeesCount: number }[];
  ledger: RawCredit[];
  online: Set<string>;
};
export type ReferenceScope =
  | { kind: 'city'; organisationsOnly: boolean }
  | { kind: 'organisation'; organisationId: string }
  | { kind: 'branch'; branchId: string };

export const isSustainable = (trip: RawTrip) =>
  !['car', 'still'].includes(trip.activityType) &&
  trip.distanceM >= TRIP_MIN_METRES &&
  trip.durationS >= TRIP_MIN_SECONDS;

/**
 * Does the trip pass contracts' plausibility rules (issue 14)? The world's trips carry no geometry: their times
 * and average speed decide. A sustainable trip that does not waits for review: never counted, nor in the
 * statistics at all.
 */
export const isPlausible = (trip: RawTrip, maxTripAgeDays: number) =>
  checkTripPlausibility(
    {
      activityType: trip.activityType,
      distanceM: trip.distanceM,
      startMs: trip.startTime.getTime(),
      endMs: trip.endTime.getTime(),
      geometry: null,
    },
    { nowMs: Date.now(), maxTripAgeDays, cityRadiusKm: 60 },
  ) === null;

const inScope = (row: { organisationId: string | null; branchId: string | null }, scope: ReferenceScope) =>
  scope.kind === 'city'
    ? !scope.organisationsOnly || row.organisationId !== null
    : scope.kind === 'organisation'
      ? row.organisationId === scope.organisationId
      : row.branchId === scope.branchId;

const distinct = <T>(values: T[]) => new Set(values).size;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function createReference(world: RawWorld) {
  const dayOf = (instant: Date) => localDayOf(instant, world.timeZone);
  const inRange = (day: string, range: DayRange) => day >= range.startDate && day <= range.endDate;
  const counts = (trip: RawTrip) => isSustainable(trip) && isPlausible(trip, world.maxTripAgeDays);
  const inStatistics = (trip: RawTrip) => !isSustainable(trip) || isPlausible(trip, world.maxTripAgeDays);
  const sessions = (scope: ReferenceScope, range: DayRange, modes?: readonly string[]) =>
    world.trips.filter(
      (trip) =>
        counts(trip) &&
        inScope(trip, scope) &&
        inRange(dayOf(trip.startTime), range) &&
        (!modes || modes.includes(trip.activityType)),
    );
  const measures = (trips: RawTrip[]) => ({
    distanceKm: sum(trips.map((trip) => trip.countedDistanceM)) / 1000,
    ghgKg: sum(trips.map((trip) => trip.ghgMg)) / 1_000_000,
    greenpoints: sum(trips.map((trip) => trip.greenpoints)),
    sessions: trips.length,
    durationMin: Math.round(sum(trips.map((trip) => trip.durationS)) / 0.6) / 100,
    calories: sum(trips.map((trip) => trip.calories)),
  });
  const participantFigures = (trips: RawTrip[]) => ({
    activeUsers: distinct(trips.map((trip) => trip.participantId)),
    activities: distinct(trips.map((trip) => `${trip.participantId}|${dayOf(trip.startTime)}`)),
  });
  const byMode = (trips: RawTrip[], modes?: readonly TransportMode[]) => {
    const present = modes ?? [...new Set(trips.map((trip) => trip.activityType))];
    const rows = present.map((activityType) => ({
      activityType,
      ...measures(trips.filter((trip) => trip.activityType === activityType)),
    }));
    if (modes) return rows;
    return rows.sort(
      (a, b) => b.sessions - a.sessions || b.distanceKm - a.distanceKm || a.activityType.localeCompare(b.activityType),
    );
  };
  const series = (trips: RawTrip[], period: ResolvedPeriod) =>
    listBuckets(period, period.granularity).map((bucket) => ({
      bucket,
      trips: trips.filter((trip) => bucketOf(dayOf(trip.startTime), period.granularity, period) === bucket),
    }));
  const tripMeasures = (trips: RawTrip[], period: ResolvedPeriod, modes?: readonly TransportMode[]) => ({
    range: { startDate: period.startDate, endDate: period.endDate, granularity: period.granularity },
    totals: measures(trips),
    byMode: byMode(trips, modes),
    series: series(trips, period).map(({ bucket, trips: inBucket }) => ({ bucket, ...measures(inBucket) })),
  });
  const participantsOf = (scope: ReferenceScope) => world.participants.filter((person) => inScope(person, scope));
  const organisationFigures = (range: DayRange) => {
    const inRangeTrips = sessions({ kind: 'city', organisationsOnly: true }, range);
    const figures = world.organisations.map((organisation) => {
      const trips = inRangeTrips.filter((trip) => trip.organisationId === organisation.id);
      const people = world.participants.filter((person) => person.organisationId === organisation.id);
      const { distanceKm, ghgKg, greenpoints, sessions: count } = measures(trips);
      return {
        organisationId: organisation.id,
        name: organisation.name,
        employeesCount: organisation.employeesCount,
        participants: people.length,
        carCommuters: people.filter((person) => person.usualTransportMode === 'car').length,
        activeUsers: participantFigures(trips).activeUsers,
        sessions: count,
        distanceKm,
        ghgKg,
        greenpoints,
      };
    });
    const scores = scoreOrganisations(figures);
    return figures.map((figure, index) => ({
      ...figure,
      score: scores[index]!.score,
      sizeBand: scores[index]!.sizeBand,
    }));
  };

  return {
    sessions,
    totals(scope: ReferenceScope, period: ResolvedPeriod) {
      const trips = sessions(scope, period);
      const credits = world.ledger.filter((credit) => {
        const person = world.participants.find((participant) => participant.id === credit.participantId)!;
        return (
          !['sessions', 'SHOPPING'].includes(credit.transactionType) &&
          credit.pointKind === 'greenpoint' &&
          credit.status !== 'cancelled' &&
          credit.transactionValue > 0 &&
          inRange(dayOf(credit.createdAt), period) &&
          inScope(person, scope)
        );
      });
      const organisationsWithTrips = distinct(trips.flatMap((trip) => trip.organisationId ?? []));
      return {
        'get-total-sustainable-distance': measures(trips).distanceKm,
        'get-total-ghg': measures(trips).ghgKg,
        'get-total-sustainable-sessions': trips.length,
        'get-total-greenpoints': measures(trips).greenpoints,
        'get-all-greenpoints': measures(trips).greenpoints + sum(credits.map((credit) => credit.transactionValue)),
        'get-total-active-users-count': participantFigures(trips).activeUsers,
        'get-total-activities': participantFigures(trips).activities,
        'get-total-periods': distinct(trips.map((trip) => dayOf(trip.startTime))),
        'get-total-users': participantsOf(scope).length,
        'get-total-organisations': scope.kind === 'city' ? world.organisations.length : 1,
        'get-total-organisations-with-activities':
          scope.kind === 'city' ? organisationsWithTrips : Math.min(1, trips.length),
      };
    },
    statsBy(scope: ReferenceScope, period: ResolvedPeriod) {
      const trips = sessions(scope, period);
      const previous = sessions(scope, period.previous);
      const { byMode: modes, range, totals } = tripMeasures(trips, period);
      return {
        range,
        previousRange: period.previous,
        totals: { ...totals, ...participantFigures(trips) },
        previousTotals: { ...measures(previous), ...participantFigures(previous) },
        series: series(trips, period).map(({ bucket, trips: inBucket }) => ({
          bucket,
          ...measures(inBucket),
          ...participantFigures(inBucket),
        })),
        byMode: modes.filter((mode) => mode.sessions > 0),
      };
    },
    topParticipants(scope: ReferenceScope, period: ResolvedPeriod, limit: number) {
      const trips = sessions(scope, period);
      return [...new Set(trips.map((trip) => trip.participantId))]
        .map((participantId) => {
          const own = trips.filter((trip) => trip.participantId === participantId);
          const person = world.participants.find((participant) => participant.id === participantId)!;
          const { sessions: count, distanceKm, ghgKg, greenpoints } = measures(own);
          return {
            participantId,
            displayName: `${person.firstName} ${person.lastName}`.trim(),
            branchName: person.branchName,
            usualTransportMode: person.usualTransportMode,
            sessions: count,
            distanceKm,
            ghgKg,
            greenpoints,
          };
        })
        .sort(
          (a, b) =>
            b.sessions - a.sessions || b.distanceKm - a.distanceKm || (a.participantId < b.participantId ? -1 : 1),
        )
        .slice(0, limit);
    },
    appUsage(scope: ReferenceScope, period: ResolvedPeriod) {
      const trips = sessions(scope, period);
      const people = participantsOf(scope);
      return {
        onlineNow: people.filter((person) => world.online.has(person.id)).length,
        participants: people.length,
        activeUsers: participantFigures(trips).activeUsers,
        series: series(trips, period).map(({ bucket, trips: inBucket }) => ({
          bucket,
          activeUsers: participantFigures(inBucket).activeUsers,
          sessions: inBucket.length,
        })),
      };
    },
    carpool(scope: ReferenceScope, period: ResolvedPeriod) {
      const modes = ['carpool', 'carpool_electric_car'] as const;
      return tripMeasures(sessions(scope, period, modes), period, modes);
    },
    sessionsBy(
      scope: ReferenceScope,
      period: ResolvedPeriod,
      filters: { minM?: number; maxM?: number; activityType?: TransportMode },
    ) {
      const trips = sessions(scope, period, filters.activityType ? [filters.activityType] : undefined).filter(
        (trip) =>
          (filters.minM === undefined || trip.distanceM >= filters.minM) &&
          (filters.maxM === undefined || trip.distanceM <= filters.maxM),
      );
      const result = tripMeasures(trips, period);
      return { ...result, byMode: result.byMode.filter((mode) => mode.sessions > 0) };
    },
    rawSessions(scope: ReferenceScope, period: ResolvedPeriod, everyTrip: boolean) {
      return world.trips
        .filter(
          (trip) =>
            (everyTrip ? inStatistics(trip) : counts(trip)) &&
            inScope(trip, scope) &&
            inRange(dayOf(trip.startTime), period),
        )
        .sort((a, b) => b.startTime.getTime() - a.startTime.getTime() || (a.id < b.id ? 1 : -1))
        .map((trip) => trip.id);
    },
    organisationsStats: (range: DayRange) =>
      organisationFigures(range).map(({ carCommuters: _car, sizeBand: _band, ...row }) => row),
    organisationsScores(scope: ReferenceScope, range: DayRange) {
      const figures = organisationFigures(range);
      const mine = figures.find(
        (figure) => scope.kind === 'organisation' && figure.organisationId === scope.organisationId,
      );
      const band = mine ? figures.filter((figure) => figure.sizeBand === mine.sizeBand) : figures;
      return {
        myOrganisationScore: mine?.score ?? null,
        averageScoreAllOrganisations: Math.round((sum(band.map((figure) => figure.score)) / band.length) * 10) / 10,
        sizeBand: mine?.sizeBand ?? null,
        organisationsInBand: band.length,
      };
    },
    ghgMgOf: (metres: number) => Math.round(metres * CAR_EMISSION_KG_PER_KM * 1000),
  };
}
