import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export type LighthousePreset = 'desktop' | 'mobile';

/** Lighthouse's performance score (0–100) of a page, in the Chromium listening on `port`. */
export async function lighthouseScore(options: {
  url: string;
  port: number;
  preset: LighthousePreset;
  cookie?: string;
}): Promise<number> {
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
  return Math.round(score * 100);
}
