import type { RouteCase } from '../../test/cross-tenant-cases.ts';

const body = {
  category: 'programme',
  author: 'Intrusion',
  versions: { fr: { title: 'Intrusion', body: '<p>Intrusion</p>' } },
  publishAt: null,
  audience: 'city',
};

/** The news routes in the cross-tenant test: the other city's news item is out of reach. */
export const NEWS_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/news': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/news' }) },
  'POST /api/news': { kind: 'own-list', request: () => ({ method: 'POST', url: '/api/news', payload: body }) },
  'GET /api/news/:newsId': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/news/${other.news.id}` }),
  },
  'PUT /api/news/:newsId': {
    kind: 'record',
    request: (other) => ({ method: 'PUT', url: `/api/news/${other.news.id}`, payload: body }),
  },
  'DELETE /api/news/:newsId': {
    kind: 'record',
    request: (other) => ({ method: 'DELETE', url: `/api/news/${other.news.id}` }),
  },
  'GET /api/app/v2/news': { kind: 'participant-own', request: () => ({ method: 'GET', url: '/api/app/v2/news' }) },
};
