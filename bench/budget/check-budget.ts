import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startBudgetServer, freePort } from './budget-server.ts';
import { lighthouseScore, type LighthousePreset } from './lighthouse-score.ts';
import { measurePageWeight, signIn, type BudgetPage, type PageWeight } from './page-weight.ts';

const USAGE = `Usage: npm run budget -w @mobiverte/bench -- [options]
  --url <base>            measure a running server (default: start one on a fresh in-memory PGlite with the
                          demo world, serving apps/web/dist, which must be built)
  --world-from <dir>      copy the demo world of that data directory (the e2e run's test-results/e2e-data)
                          instead of generating one; generated when it is missing or does not open
  --preset <name>         Lighthouse preset: desktop (default) or mobile
  --lighthouse-runs <n>   Lighthouse runs per page, the median counts (default 1; 0 skips Lighthouse)
  --verbose               list every JS and CSS file received and each Lighthouse run's metrics
  --enforce-lighthouse    fail when a page's Lighthouse score is under the target (default: print it only;
                          on a shared 2-core machine the score follows the load)`;

/** Issue 13 §3: what the browser receives before the page shows, and how fast it feels. */
const BUDGET = { transferKb: 250, lighthouse: 95 };

const PAGES: BudgetPage[] = [
  { name: 'login', path: '/organisation/login', ready: 'input[type=password]' },
  {
    name: 'organisation dashboard',
    path: '/organisation/dashboard',
    account: 'organisation@demo.mobiverte.org',
    ready: 'svg[data-chart]',
  },
];

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'world-from': { type: 'string' },
    preset: { type: 'string', default: 'desktop' },
    'lighthouse-runs': { type: 'string', default: '1' },
    verbose: { type: 'boolean', default: false },
    'enforce-lighthouse': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const preset = values.preset as LighthousePreset;
if (preset !== 'desktop' && preset !== 'mobile') throw new Error(`--preset is desktop or mobile, not ${preset}`);
const lighthouseRuns = Number(values['lighthouse-runs']);

const kb = (bytes: number) => bytes / 1000;
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)]!;

const started = performance.now();
const server = values.url ? null : await startBudgetServer({ worldFrom: values['world-from'] });
const baseUrl = (values.url ?? server!.url).replace(/\/$/, '');
const debuggingPort = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debuggingPort}`],
});

/**
 * One Lighthouse run of a page. Lighthouse sometimes fails to record a trace on a loaded machine (NO_NAVSTART,
 * NO_FCP): such a run is tried again, up to three times; when the score is only printed, a page Lighthouse could
 * not measure is a warning, never a failed budget (the weight, which is enforced, was measured without it).
 */
async function measureLighthouse(page: BudgetPage) {
  const attempts = 3;
  for (let attempt = 1; ; attempt++) {
    try {
      const cookie = page.account ? await signIn(baseUrl, page.account) : undefined;
      return await lighthouseScore({ url: `${baseUrl}${page.path}`, port: debuggingPort, preset, cookie });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt < attempts) {
        console.warn(`${message} (attempt ${attempt} of ${attempts}, trying again)`);
        continue;
      }
      if (values['enforce-lighthouse']) throw error;
      console.warn(`Note: ${message} (after ${attempts} attempts; Lighthouse is printed, not enforced)`);
      return null;
    }
  }
}

type Row = { page: BudgetPage; weight: PageWeight; scores: number[] };
const rows: Row[] = [];
try {
  for (const page of PAGES) {
    const weight = await measurePageWeight(browser, baseUrl, page);
    const scores: number[] = [];
    for (let run = 0; run < lighthouseRuns; run++) {
      const result = await measureLighthouse(page);
      if (!result) continue;
      scores.push(result.score);
      if (values.verbose) {
        const { fcp, lcp, si, tbt, cls } = result.metrics;
        console.log(
          `${page.name}, Lighthouse run ${run + 1}: ${result.score} (FCP ${ms(fcp)}, LCP ${ms(lcp)}, speed index ${ms(si)}, TBT ${ms(tbt)}, CLS ${cls.toFixed(3)})`,
        );
      }
    }
    rows.push({ page, weight, scores });
  }
} finally {
  await browser.close();
  await server?.close();
}

console.log(`\nBrowser budget of ${baseUrl} (kB = 1000 bytes; Lighthouse ${preset} preset)`);
console.table(
  rows.map(({ page, weight, scores }) => ({
    page: `${page.name} (${page.path})`,
    'JS kB': +kb(weight.js).toFixed(1),
    'CSS kB': +kb(weight.css).toFixed(1),
    'total kB': +kb(weight.js + weight.css).toFixed(1),
    'uncompressed kB': +kb(weight.jsDecoded + weight.cssDecoded).toFixed(1),
    files: weight.assets.length,
    Lighthouse: scores.length ? `${median(scores)}${scores.length > 1 ? ` (${scores.join(', ')})` : ''}` : '-',
  })),
);
if (values.verbose) {
  for (const { page, weight } of rows) {
    console.log(`\n${page.name}:`);
    for (const asset of [...weight.assets].sort((a, b) => b.encoded - a.encoded))
      console.log(
        `  ${kb(asset.encoded).toFixed(1).padStart(7)} kB ${asset.encoding.padEnd(8)} ${kb(asset.decoded).toFixed(1).padStart(7)} kB  ${asset.url}`,
      );
  }
}

const failures = rows.flatMap(({ page, weight, scores }) => [
  ...(kb(weight.js + weight.css) > BUDGET.transferKb
    ? [`${page.name}: ${kb(weight.js + weight.css).toFixed(1)} kB of JS and CSS, over ${BUDGET.transferKb} kB`]
    : []),
  ...(values['enforce-lighthouse'] && scores.length && median(scores) < BUDGET.lighthouse
    ? [`${page.name}: Lighthouse performance ${median(scores)}, under ${BUDGET.lighthouse}`]
    : []),
]);
for (const { page, scores } of rows) {
  if (!values['enforce-lighthouse'] && scores.length && median(scores) < BUDGET.lighthouse) {
    console.warn(
      `Note: ${page.name}: Lighthouse performance ${median(scores)}, under the ${BUDGET.lighthouse} target (not enforced)`,
    );
  }
}
console.log(`\n(${Math.round((performance.now() - started) / 1000)} s)`);
if (failures.length) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  values['enforce-lighthouse']
    ? `Within budget: ≤ ${BUDGET.transferKb} kB of JS and CSS and Lighthouse ≥ ${BUDGET.lighthouse} on every page.`
    : `Within budget: ≤ ${BUDGET.transferKb} kB of JS and CSS on every page (Lighthouse printed, not enforced).`,
);
