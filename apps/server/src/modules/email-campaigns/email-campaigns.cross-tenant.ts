import type { RouteCase } from '../../test/cross-tenant-cases.ts';

const body = {
  name: 'Intrusion',
  subject: 'Intrusion',
  senderName: 'Intrusion',
  html: '<p>Intrusion</p>',
  plannedAt: null,
  audience: { kind: 'everyone' },
};

/** The email campaign routes in the cross-tenant test: the other tenancy's campaign is out of reach. */
export const EMAIL_CAMPAIGNS_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/emails': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/emails' }) },
  'POST /api/emails': {
    kind: 'own-list',
    request: () => ({ method: 'POST', url: '/api/emails', payload: { ...body, name: `Intrusion ${Math.random()}` } }),
  },
  'GET /api/emails/:emailId': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/emails/${other.emailCampaign.id}` }),
  },
  'PUT /api/emails/:emailId': {
    kind: 'record',
    request: (other) => ({ method: 'PUT', url: `/api/emails/${other.emailCampaign.id}`, payload: body }),
  },
  'DELETE /api/emails/:emailId': {
    kind: 'record',
    request: (other) => ({ method: 'DELETE', url: `/api/emails/${other.emailCampaign.id}` }),
  },
  'POST /api/emails/:emailId/cancel': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: `/api/emails/${other.emailCampaign.id}/cancel` }),
  },
  'POST /api/emails/:emailId/test': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: `/api/emails/${other.emailCampaign.id}/test` }),
  },
  'GET /unsubscribe/:token': { kind: 'public' },
  'POST /unsubscribe/:token': { kind: 'public' },
};
