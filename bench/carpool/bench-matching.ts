import { parseArgs } from 'node:util';
import { createRandom } from '../../apps/server/src/demo/random.ts';
import {
  planCarpoolMatches,
  planGreedyCarpoolMatches,
  type MatchingPlan,
} from '../../apps/server/src/modules/carpool-events/carpool-matching.ts';
import { randomOccurrence } from '../../apps/server/src/modules/carpool-events/carpool-world.ts';

/**
 * The carpool matching engine on one large occurrence (issue 20: 2,000 drivers and 5,000 riders in ≤ 5 s),
 * against the greedy baseline: riders matched and total detour.
 */
const { values } = parseArgs({
  options: {
    drivers: { type: 'string', default: '2000' },
    riders: { type: 'string', default: '5000' },
    'radius-km': { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
    seed: { type: 'string', default: '42' },
  },
});
const counts = {
  drivers: Number(values.drivers),
  riders: Number(values.riders),
  radiusKm: Number(values['radius-km']),
  windows: 0.3,
};

function time(plan: () => MatchingPlan) {
  const start = performance.now();
  const result = plan();
  return { result, ms: performance.now() - start };
}

const describe = (name: string, plan: MatchingPlan, ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const reasons = Object.entries(
    plan.unmatched.reduce<Record<string, number>>(
      (sum, row) => ({ ...sum, [row.reason]: (sum[row.reason] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([reason, count]) => `${reason} ${count}`)
    .join(', ');
  console.log(
    `${name.padEnd(8)} median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms (max ${sorted.at(-1)!.toFixed(0)}), ` +
      `${plan.matches.length} riders matched, total detour ${plan.totalDetourMinutes.toFixed(0)} min ` +
      `(${(plan.totalDetourMinutes / Math.max(1, plan.matches.length)).toFixed(2)} min per rider); unmatched: ${reasons}`,
  );
};

const input = randomOccurrence(createRandom(Number(values.seed), 'bench-carpool'), counts);
console.log(`${counts.drivers} drivers, ${counts.riders} riders within ${counts.radiusKm} km, ${values.runs} runs`);
for (const [name, plan] of [
  ['engine', planCarpoolMatches],
  ['greedy', planGreedyCarpoolMatches],
] as const) {
  const runs = Array.from({ length: Number(values.runs) }, () => time(() => plan(input)));
  describe(
    name,
    runs[0]!.result,
    runs.map((run) => run.ms),
  );
}
