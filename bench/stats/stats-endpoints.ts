export type Owner = 'organisation' | 'city';
export type PeriodCase = {
  period: 'month' | 'year';
  periodKey: string;
  startDate: string;
  endDate: string;
  /** First day of the previous period, which get-stats-by also reads. */
  previousStart: string;
};
export type BenchCase = PeriodCase & { owner: Owner; ownerId: string; cityId: string };
export type BenchRequest = { method: 'GET' | 'POST'; path: string; query?: Record<string, string>; body?: unknown };
export type NaiveQuery = { text: string; values: unknown[] };
export type BenchEndpoint = {
  name: string;
  owners: readonly Owner[];
  request: (bench: BenchCase) => BenchRequest;
  /** The same figures computed straight from the raw `trips` table (or the table the figure counts). */
  naive: (bench: BenchCase) => NaiveQuery;
  /**
   * `aggregate`: a figure folded in the rollups, expected to beat the naive query; `raw`: reads raw trips by
   * design (lists, tracks); `lookup`: counts participants or organisations, as the naive query.
   */
  kind: EndpointKind;
};
export type EndpointKind = 'aggregate' | 'raw' | 'lookup';

const BOTH: readonly Owner[] = ['organisation', 'city'];
const CITY: readonly Owner[] = ['city'];
const DAY_MS = 86_400_000;

const statsQuery = (bench: BenchCase) => ({
  ownerType: bench.owner,
  ownerId: bench.ownerId,
  period: bench.period,
  periodKey: bench.periodKey,
});
const ownPeriod = (bench: BenchCase) => ({ period: bench.period, periodKey: bench.periodKey });

/**
 * Trips of the owner over the days, with `start_time` bounds a day wider than the local days so that a naive
 * query can still use the (owner, start_time) indexes: what a sensible direct query would do.
 */
function tripsOf(bench: BenchCase, options: { from?: string; extra?: string; column?: string } = {}): NaiveQuery {
  const from = options.from ?? bench.startDate;
  const column = options.column ?? (bench.owner === 'city' ? 'city_id' : 'organisation_id');
  return {
    text: `from trips t where t.${column} = $1 and t.start_time >= $2 and t.start_time < $3
      and t.local_day between $4 and $5 ${options.extra ?? ''}`,
    values: [
      options.column === 'city_id' ? bench.cityId : bench.ownerId,
      new Date(Date.parse(from) - DAY_MS),
      new Date(Date.parse(bench.endDate) + 2 * DAY_MS),
      from,
      bench.endDate,
    ],
  };
}
const select = (columns: string, from: NaiveQuery, tail = ''): NaiveQuery => ({
  text: `select ${columns} ${from.text} ${tail}`,
  values: from.values,
});
const counted = (bench: BenchCase, extra = '') => tripsOf(bench, { extra: `and t.counted ${extra}` });
const MEASURES = `count(*) as trips, count(*) filter (where t.counted) as sessions, sum(t.counted_distance_m),
  sum(t.ghg_mg), sum(t.greenpoints), sum(t.duration_s) filter (where t.counted), sum(t.calories)`;
const total = (name: string, aggregate: string, extra = ''): BenchEndpoint => ({
  name: `GET /api/statsApi/${name}`,
  owners: BOTH,
  kind: 'aggregate',
  request: (bench) => ({ method: 'GET', path: `/api/statsApi/${name}`, query: statsQuery(bench) }),
  naive: (bench) => select(aggregate, counted(bench, extra)),
});

export const BENCH_ENDPOINTS: readonly BenchEndpoint[] = [
  {
    name: 'GET /api/statsApi/v2/get-stats-by',
    owners: BOTH,
    kind: 'aggregate',
    request: (bench) => ({ method: 'GET', path: '/api/statsApi/v2/get-stats-by', query: statsQuery(bench) }),
    naive: (bench) =>
      select(
        `t.local_day, t.activity_type, ${MEASURES}, count(distinct t.participant_id) filter (where t.counted)`,
        tripsOf(bench, { from: bench.previousStart }),
        'group by rollup (t.local_day, t.activity_type)',
      ),
  },
  total('get-total-sustainable-distance', 'sum(t.counted_distance_m)'),
  total('get-total-ghg', 'sum(t.ghg_mg)'),
  total('get-total-sustainable-sessions', 'count(*)'),
  total('get-total-greenpoints', 'sum(t.greenpoints)'),
  {
    name: 'GET /api/statsApi/get-all-greenpoints',
    owners: BOTH,
    kind: 'aggregate',
    request: (bench) => ({ method: 'GET', path: '/api/statsApi/get-all-greenpoints', query: statsQuery(bench) }),
    naive: (bench) => {
      const trips = tripsOf(bench);
      return {
        text: `select sum(g.transaction_value) from greenpoint_transactions g join trips t on t.id = g.trip_id
          ${trips.text.replace(/^from trips t where/, 'where')}`,
        values: trips.values,
      };
    },
  },
  total('get-total-active-users-count', 'count(distinct t.participant_id)'),
  {
    name: 'GET /api/statsApi/get-total-activities',
    owners: BOTH,
    kind: 'aggregate',
    request: (bench) => ({ method: 'GET', path: '/api/statsApi/get-total-activities', query: statsQuery(bench) }),
    naive: (bench) => {
      const days = select('distinct t.participant_id, t.local_day', counted(bench));
      return { text: `select count(*) from (${days.text}) as activities`, values: days.values };
    },
  },
  total('get-total-periods', 'count(distinct t.local_day)'),
  {
    name: 'GET /api/statsApi/get-total-users',
    owners: BOTH,
    kind: 'lookup',
    request: (bench) => ({ method: 'GET', path: '/api/statsApi/get-total-users', query: statsQuery(bench) }),
    naive: (bench) => ({
      text: `select count(*) from participants where ${bench.owner === 'city' ? 'city_id' : 'organisation_id'} = $1`,
      values: [bench.ownerId],
    }),
  },
  {
    name: 'GET /api/statsApi/get-total-organisations',
    owners: BOTH,
    kind: 'lookup',
    request: (bench) => ({ method: 'GET', path: '/api/statsApi/get-total-organisations', query: statsQuery(bench) }),
    naive: (bench) =>
      bench.owner === 'city'
        ? { text: 'select count(*) from organisations where city_id = $1', values: [bench.ownerId] }
        : { text: 'select count(*) from organisations where id = $1', values: [bench.ownerId] },
  },
  total('get-total-organisations-with-activities', 'count(distinct t.organisation_id)'),
  {
    name: 'GET /api/statsApi/get-organisations-scores',
    owners: BOTH,
    kind: 'aggregate',
    request: (bench) => ({ method: 'GET', path: '/api/statsApi/get-organisations-scores', query: statsQuery(bench) }),
    naive: (bench) =>
      select(
        't.organisation_id, count(distinct t.participant_id), sum(t.ghg_mg)',
        tripsOf(bench, { column: 'city_id', extra: 'and t.counted and t.organisation_id is not null' }),
        'group by t.organisation_id',
      ),
  },
  {
    name: 'GET /api/statsApi/v2/get-top-participants',
    owners: BOTH,
    kind: 'aggregate',
    request: (bench) => ({ method: 'GET', path: '/api/statsApi/v2/get-top-participants', query: statsQuery(bench) }),
    naive: (bench) =>
      select(
        't.participant_id, count(*) as sessions, sum(t.counted_distance_m) as distance, sum(t.ghg_mg), sum(t.greenpoints)',
        counted(bench),
        'group by t.participant_id order by sessions desc, distance desc limit 10',
      ),
  },
  {
    name: 'GET /api/statsApi/v2/get-organisations-stats',
    owners: CITY,
    kind: 'aggregate',
    request: (bench) => ({ method: 'GET', path: '/api/statsApi/v2/get-organisations-stats', query: statsQuery(bench) }),
    naive: (bench) =>
      select(
        `t.organisation_id, count(distinct t.participant_id), ${MEASURES}`,
        counted(bench, 'and t.organisation_id is not null'),
        'group by t.organisation_id',
      ),
  },
  {
    name: 'GET /api/statsApi/v2/get-app-usage',
    owners: BOTH,
    kind: 'aggregate',
    request: (bench) => ({ method: 'GET', path: '/api/statsApi/v2/get-app-usage', query: statsQuery(bench) }),
    naive: (bench) =>
      select(
        't.local_day, count(distinct t.participant_id), count(*)',
        counted(bench),
        'group by rollup (t.local_day)',
      ),
  },
  {
    name: 'GET /api/carpoolApi/get-stats-by',
    owners: BOTH,
    kind: 'aggregate',
    request: (bench) => ({ method: 'GET', path: '/api/carpoolApi/get-stats-by', query: statsQuery(bench) }),
    naive: (bench) =>
      select(
        `t.local_day, t.activity_type, ${MEASURES}`,
        counted(bench, `and t.activity_type in ('carpool', 'carpool_electric_car')`),
        'group by rollup (t.local_day, t.activity_type)',
      ),
  },
  {
    name: 'GET /api/sessionsStatsApi/get-raw-sessions-by',
    owners: BOTH,
    kind: 'raw',
    request: (bench) => ({ method: 'GET', path: '/api/sessionsStatsApi/get-raw-sessions-by', query: ownPeriod(bench) }),
    naive: (bench) => select('t.*, count(*) over () as total', counted(bench), 'order by t.start_time desc limit 20'),
  },
  {
    name: 'GET /api/sessionsStatsApi/get-sessions-by?activityType=bike',
    owners: BOTH,
    kind: 'aggregate',
    request: (bench) => ({
      method: 'GET',
      path: '/api/sessionsStatsApi/get-sessions-by',
      query: { ...ownPeriod(bench), activityType: 'bike' },
    }),
    naive: (bench) =>
      select(
        `t.local_day, ${MEASURES}`,
        counted(bench, `and t.activity_type = 'bike'`),
        'group by rollup (t.local_day)',
      ),
  },
  {
    name: 'GET /api/sessionsStatsApi/get-sessions-by?activityType=bike&distanceMin=2&distanceMax=10',
    owners: BOTH,
    // Folded in the distance rollups (whole-km bands) since migration 0006.
    kind: 'aggregate',
    request: (bench) => ({
      method: 'GET',
      path: '/api/sessionsStatsApi/get-sessions-by',
      query: { ...ownPeriod(bench), activityType: 'bike', distanceMin: '2', distanceMax: '10' },
    }),
    naive: (bench) =>
      select(
        `t.local_day, ${MEASURES}`,
        counted(bench, `and t.activity_type = 'bike' and t.distance_m between 2000 and 10000`),
        'group by rollup (t.local_day)',
      ),
  },
  {
    name: 'POST /api/getSessionsTracks',
    owners: CITY,
    kind: 'raw',
    request: (bench) => ({
      method: 'POST',
      path: '/api/getSessionsTracks',
      body: { cityId: bench.cityId, startDate: bench.startDate, endDate: bench.endDate },
    }),
    naive: (bench) =>
      select(
        't.activity_type, t.geometry',
        counted(bench, 'and t.geometry is not null'),
        'order by t.start_time desc limit 2001',
      ),
  },
];
