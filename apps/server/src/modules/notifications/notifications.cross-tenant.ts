import type { RouteCase } from '../../test/cross-tenant-cases.ts';

const body = {
  name: 'Intrusion',
  title: 'Intrusion',
  content: 'Intrusion',
  audience: { kind: 'everyone' },
  send: 'draft',
};

/**
 * The notifications routes in the cross-tenant test: the other tenancy's notification, inbox item and device are
 * out of reach; a list or a new notification holds only the actor's own.
 */
export const NOTIFICATIONS_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/notifications': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/notifications' }) },
  'POST /api/notifications': {
    kind: 'own-list',
    request: () => ({
      method: 'POST',
      url: '/api/notifications',
      payload: { ...body, name: `Intrusion ${Math.random()}` },
    }),
  },
  'GET /api/notifications/:notificationId': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/notifications/${other.notification.id}` }),
  },
  'PUT /api/notifications/:notificationId': {
    kind: 'record',
    request: (other) => ({ method: 'PUT', url: `/api/notifications/${other.notification.id}`, payload: body }),
  },
  'DELETE /api/notifications/:notificationId': {
    kind: 'record',
    request: (other) => ({ method: 'DELETE', url: `/api/notifications/${other.notification.id}` }),
  },
  'POST /api/notifications/:notificationId/cancel': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: `/api/notifications/${other.notification.id}/cancel` }),
  },
  'GET /api/notification-templates': {
    kind: 'own-list',
    request: () => ({ method: 'GET', url: '/api/notification-templates' }),
  },
  'POST /api/notification-templates': {
    kind: 'own-list',
    request: () => ({
      method: 'POST',
      url: '/api/notification-templates',
      payload: { name: `Intrusion ${Math.random()}`, title: 'Intrusion', content: 'Intrusion' },
    }),
  },
  'PUT /api/notification-templates/:templateId': {
    kind: 'record',
    request: (other) => ({
      method: 'PUT',
      url: `/api/notification-templates/${other.notificationTemplate.id}`,
      payload: { name: 'Intrusion', title: 'Intrusion', content: 'Intrusion' },
    }),
  },
  'DELETE /api/notification-templates/:templateId': {
    kind: 'record',
    request: (other) => ({ method: 'DELETE', url: `/api/notification-templates/${other.notificationTemplate.id}` }),
  },
  'POST /api/app/v2/me/devices': {
    kind: 'participant-own',
    request: () => ({
      method: 'POST',
      url: '/api/app/v2/me/devices',
      payload: { token: `ExponentPushToken[intrusion-${Math.random()}]`, platform: 'ios' },
    }),
  },
  'GET /api/app/v2/me/devices': {
    kind: 'participant-own',
    request: () => ({ method: 'GET', url: '/api/app/v2/me/devices' }),
  },
  'DELETE /api/app/v2/me/devices/:deviceId': {
    kind: 'record',
    request: (other) => ({ method: 'DELETE', url: `/api/app/v2/me/devices/${other.device.id}` }),
  },
  'GET /api/app/v2/me/notifications': {
    kind: 'participant-own',
    request: () => ({ method: 'GET', url: '/api/app/v2/me/notifications' }),
  },
  'POST /api/app/v2/me/notifications/:inboxItemId/read': {
    kind: 'record',
    request: (other) => ({ method: 'POST', url: `/api/app/v2/me/notifications/${other.inboxItem.id}/read` }),
  },
};
