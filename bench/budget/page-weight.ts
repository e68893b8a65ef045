import type { Browser, Response } from 'playwright-core';

export type BudgetPage = {
  name: string;
  path: string;
  /** Signed in as this demo account (the session cookie of POST /api/auth/sign-in/email) before opening it. */
  account?: string;
  /** What shows once the page is there: its JS and CSS are counted until then and the network is idle. */
  ready: string;
};

export type AssetWeight = { url: string; kind: 'js' | 'css'; encoded: number; decoded: number; encoding: string };
export type PageWeight = { js: number; css: number; jsDecoded: number; cssDecoded: number; assets: AssetWeight[] };

export const DEMO_PASSWORD = 'Mobiverte2026!';

function assetKind(response: Response): AssetWeight['kind'] | null {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('javascript')) return 'js';
  if (type.includes('text/css')) return 'css';
  return null;
}

/** Opens the session of a demo account; the cookie it answers with is what the browser keeps. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * The JS and CSS a browser with an empty cache receives until the page shows and its network is idle:
 * bytes on the wire (after content-encoding) and once decoded.
 */
export async function measurePageWeight(browser: Browser, baseUrl: string, page: BudgetPage): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
  try {
    if (page.account) {
      const cookie = await signIn(baseUrl, page.account);
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name: name!, value: value.join('='), url: baseUrl };
        }),
      );
    }
    const tab = await context.newPage();
    const pending: Promise<AssetWeight | null>[] = [];
    tab.on('response', (response) => {
      const kind = assetKind(response);
      if (!kind) return;
      pending.push(
        (async () => {
          const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
          return {
            url: new URL(response.url()).pathname,
            kind,
            encoded: sizes.responseBodySize,
            decoded: body.length,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          };
        })(),
      );
    });
    await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle' });
    await tab.locator(page.ready).first().waitFor({ timeout: 60_000 });
    await tab.waitForLoadState('networkidle');
    const assets = (await Promise.all(pending)).filter((asset) => asset !== null);
    const sum = (kind: AssetWeight['kind'], key: 'encoded' | 'decoded') =>
      assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset[key], 0);
    return {
      js: sum('js', 'encoded'),
      css: sum('css', 'encoded'),
      jsDecoded: sum('js', 'decoded'),
      cssDecoded: sum('css', 'decoded'),
      assets,
    };
  } finally {
    await context.close();
  }
}
