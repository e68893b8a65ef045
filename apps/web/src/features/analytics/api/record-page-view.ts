import { api } from '@/lib/api-client';

/** Fire and forget: a page view must never slow down or break navigation. */
export function recordPageView(body: { path: string; title?: string }): void {
  api.POST('/api/analytics/page-views', { body, keepalive: true }).catch(() => undefined);
}
