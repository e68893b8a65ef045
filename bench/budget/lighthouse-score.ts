import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export type LighthousePreset = 'desktop' | 'mobile';

export type LighthouseResult = {
  /** The performance score, 0–100. */
  score: number;
  /** The metrics that make it: first and largest contentful paint, speed index, total blocking time (ms), layout shift. */
  metrics: Record<'fcp' | 'lcp' | 'si' | 'tbt' | 'cls', number>;
};

const METRIC_AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  si: 'speed-index',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

/** Lighthouse's performance score (0–100) of a page and its metrics, in the Chromium listening on `port`. */
export async function lighthouseScore(options: {
  url: string;
  port: number;
  preset: LighthousePreset;
  cookie?: string;
}): Promise<LighthouseResult> {
  const result = await lighthouse(
    options.url,
    {
      port: options.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(options.cookie ? { extraHeaders: { cookie: options.cookie } } : {}),
    },
    options.preset === 'desktop' ? desktopConfig : undefined,
  );
  const score = result?.lhr.categories.performance?.score;
  if (score === null || score === undefined) {
    const warning = result?.lhr.runtimeError?.message ?? 'no performance score';
    throw new Error(`Lighthouse could not measure ${options.url}: ${warning}`);
  }
  const audits = result!.lhr.audits;
  const metrics = Object.fromEntries(
    Object.entries(METRIC_AUDITS).map(([name, audit]) => [name, audits[audit]?.numericValue ?? Number.NaN]),
  ) as LighthouseResult['metrics'];
  return { score: Math.round(score * 100), metrics };
}
