import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { startBudgetServer } from '../budget/budget-server.ts';
import { signIn } from '../budget/page-weight.ts';

const USAGE = `Usage: npm run bench:map-frames -w @mobiverte/bench -- [options]
  --url <base>       measure a running server (default: start one on a fresh in-memory PGlite with the demo
                     world, serving apps/web/dist, which must be built)
  --world-from <dir> copy the demo world of that data directory instead of generating one
  --runs <n>         gesture sequences per map (default 3)
Issue 19 §2: does a map stay interactive? Chromium (headless, software WebGL) opens the city's heat map and
trips map over the last 90 days, then pans and zooms each map as a person would (mouse drags and wheel turns)
while the page records every animation frame. Prints the frame times and the long frames per map.`;

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The city's two data maps: the page, the map's name on `window.__mobiverteMaps`, its data source. */
const MAPS = [
  { page: '/heat-map', map: 'heat', source: 'heat-cells' },
  { page: '/maps', map: 'corridors', source: undefined },
] as const;

/** Records the time between animation frames in `window.__frames` until `window.__recording` is false. */
const RECORD_FRAMES = `(() => {
  window.__frames = [];
  window.__recording = true;
  let last = 0;
  const step = (now) => {
    window.__frames.push(now - last);
    last = now;
    if (window.__recording) requestAnimationFrame(step);
  };
  requestAnimationFrame((now) => { last = now; requestAnimationFrame(step); });
})()`;

type FrameFigures = { frames: number; medianMs: number; p95Ms: number; maxMs: number; over50: number };

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'world-from': { type: 'string' },
    runs: { type: 'string', default: '3' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs is a whole number ≥ 1, not ${values.runs}`);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function figures(deltas: number[]): FrameFigures {
  const sorted = [...deltas].sort((a, b) => a - b);
  return {
    frames: sorted.length,
    medianMs: quantile(sorted, 0.5),
    p95Ms: quantile(sorted, 0.95),
    maxMs: sorted.at(-1) ?? 0,
    over50: sorted.filter((delta) => delta > 50).length,
  };
}

async function measureMap(browser: Browser, baseUrl: string, cookie: string, target: (typeof MAPS)[number]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url: baseUrl };
    }),
  );
  const page = await context.newPage();
  try {
    const opened = performance.now();
    await page.goto(`${baseUrl}${target.page}`);
    await page.getByRole('button', { name: 'Les 90 derniers jours' }).click();
    await page.locator(`[data-map="${target.map}"][data-map-ready="true"]`).waitFor({ timeout: 120_000 });
    // The data drawn: maplibre is idle once the answer's layers are rendered.
    await page.evaluate(async (name) => {
      type IdleMap = { loaded: () => boolean; once: (event: string, handler: () => void) => void };
      const map = (window as unknown as { __mobiverteMaps: Record<string, IdleMap> }).__mobiverteMaps[name]!;
      await new Promise<void>((resolve) => (map.loaded() ? resolve() : map.once('idle', resolve)));
    }, target.map);
    const readyMs = performance.now() - opened;
    const features = target.source
      ? await page.evaluate(
          async ([name, source]) => {
            type Source = { getData: () => Promise<{ features: unknown[] }> };
            const maps = (
              window as unknown as { __mobiverteMaps: Record<string, { getSource: (id: string) => Source }> }
            ).__mobiverteMaps;
            return (await maps[name!]!.getSource(source!).getData()).features.length;
          },
          [target.map, target.source] as const,
        )
      : undefined;

    const canvas = page.locator(`[data-map="${target.map}"] canvas`).first();
    const box = (await canvas.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const deltas: number[] = [];
    for (let run = 0; run < runs; run++) {
      // A string, not a function: tsx names the arrow functions of a function with a helper the page lacks.
      await page.evaluate(RECORD_FRAMES);
      // A drag across a third of the map, back, then three wheel turns in and out over its centre.
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x - box.width / 3, centre.y - box.height / 6, { steps: 30 });
      await page.mouse.move(centre.x, centre.y, { steps: 30 });
      await page.mouse.up();
      for (const direction of [-1, -1, -1, 1, 1, 1]) {
        await page.mouse.wheel(0, direction * 240);
        await page.waitForTimeout(250);
      }
      await page.waitForTimeout(500);
      deltas.push(
        ...(await page.evaluate(() => {
          const holder = window as unknown as { __frames: number[]; __recording: boolean };
          holder.__recording = false;
          return holder.__frames;
        })),
      );
    }
    return { readyMs, features, ...figures(deltas) };
  } finally {
    await context.close();
  }
}

const server = values.url ? null : await startBudgetServer({ worldFrom: values['world-from'] });
const baseUrl = (values.url ?? server!.url).replace(/\/$/, '');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
try {
  const cookie = await signIn(baseUrl, 'ville@demo.mobiverte.org');
  const rows = [];
  for (const target of MAPS) {
    const result = await measureMap(browser, baseUrl, cookie, target);
    rows.push({
      map: target.page,
      'shown (ms)': Math.round(result.readyMs),
      features: result.features ?? '-',
      frames: result.frames,
      'median frame (ms)': result.medianMs.toFixed(1),
      'p95 frame (ms)': result.p95Ms.toFixed(1),
      'longest (ms)': Math.round(result.maxMs),
      'frames > 50 ms': result.over50,
    });
  }
  console.log(`Map frames on ${baseUrl} (headless Chromium, software WebGL, 1280×800, ${runs} gesture sequences each)`);
  console.table(rows);
} finally {
  await browser.close();
  await server?.close();
}
