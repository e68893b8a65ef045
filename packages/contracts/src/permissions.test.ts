import { describe, expect, it } from 'vitest';
import {
  can,
  checkPermission,
  dashboardPolicyActor,
  isPermission,
  PERMISSIONS,
  type DashboardPolicyActor,
} from './permissions.ts';

const organisationAdmin: DashboardPolicyActor = dashboardPolicyActor({
  role: 'organisation',
  isAdmin: true,
  isExternal: false,
  canEdit: true,
  cityId: 'city-a',
  organisationId: 'org-a',
  tenantId: null,
});
const readOnlyCoAdmin = { ...organisationAdmin, isExternal: true, canEdit: false };
const editingCoAdmin = { ...organisationAdmin, isExternal: true, canEdit: true };
const cityAdmin: DashboardPolicyActor = { ...organisationAdmin, role: 'city', organisationId: null };
const cityStaff = { ...cityAdmin, isAdmin: false };
const merchant: DashboardPolicyActor = { ...organisationAdmin, role: 'tenant', organisationId: null, tenantId: 't-a' };

describe('the policy table', () => {
  it('lets anyone use public permissions and asks the others to sign in', () => {
    expect(checkPermission({ kind: 'anonymous' }, 'health.read')).toBe('allowed');
    expect(checkPermission({ kind: 'anonymous' }, 'me.read')).toBe('unauthenticated');
  });

  it('keeps participants out of the dashboard and dashboard accounts out of the participant API', () => {
    expect(checkPermission({ kind: 'participant' }, 'stats.read')).toBe('participant');
    expect(checkPermission({ kind: 'participant' }, 'trips.create')).toBe('allowed');
    expect(checkPermission(organisationAdmin, 'trips.create')).toBe('forbidden');
  });

  it('gives each role its permissions only', () => {
    expect(can(organisationAdmin, 'branches.write')).toBe(true);
    expect(can(cityAdmin, 'branches.write')).toBe(false);
    expect(can(merchant, 'stats.read')).toBe(false);
    expect(can(merchant, 'orders.read')).toBe(true);
  });

  it('refuses writes to read-only co-admins and account actions to every co-admin', () => {
    expect(can(readOnlyCoAdmin, 'branches.read')).toBe(true);
    expect(can(readOnlyCoAdmin, 'branches.write')).toBe(false);
    expect(can(editingCoAdmin, 'branches.write')).toBe(true);
    expect(can(editingCoAdmin, 'co-admins.manage')).toBe(false);
    expect(can(organisationAdmin, 'co-admins.manage')).toBe(true);
  });

  it('keeps admin-only permissions for admins', () => {
    expect(can(cityAdmin, 'stores.manage')).toBe(true);
    expect(can(cityStaff, 'stores.manage')).toBe(false);
    expect(can(cityStaff, 'stores.read')).toBe(true);
  });

  it('scopes records to the actor’s organisation, tenant or city', () => {
    const ownOrganisation = { cityId: 'city-a', organisationId: 'org-a' };
    const otherOrganisation = { cityId: 'city-a', organisationId: 'org-b' };
    expect(checkPermission(organisationAdmin, 'organisations.read', ownOrganisation)).toBe('allowed');
    expect(checkPermission(organisationAdmin, 'organisations.read', otherOrganisation)).toBe('out_of_scope');
    expect(can(cityAdmin, 'organisations.read', otherOrganisation)).toBe(true);
    expect(can(cityAdmin, 'organisations.read', { cityId: 'city-b', organisationId: 'org-c' })).toBe(false);
    expect(can(merchant, 'orders.read', { cityId: 'city-a', tenantId: 't-b' })).toBe(false);
    expect(can(merchant, 'orders.read', { cityId: 'city-a', tenantId: 't-a' })).toBe(true);
  });

  it('lets a city count any of its audiences and an organisation only its own', () => {
    expect(can(cityAdmin, 'audience.read', { cityId: 'city-a', organisationId: null })).toBe(true);
    expect(can(organisationAdmin, 'audience.read', { cityId: 'city-a', organisationId: 'org-a' })).toBe(true);
    expect(can(organisationAdmin, 'audience.read', { cityId: 'city-a', organisationId: null })).toBe(false);
    expect(can(merchant, 'audience.read')).toBe(false);
    expect(checkPermission({ kind: 'participant' }, 'participant-communication.write')).toBe('allowed');
    expect(checkPermission(cityAdmin, 'participant-communication.write')).toBe('forbidden');
  });

  it("keeps a city's mailing list to its own accounts, its key and group to its admins", () => {
    const own = { cityId: 'city-a' };
    expect(can(cityAdmin, 'mailerlite.read', own)).toBe(true);
    expect(can(cityAdmin, 'mailerlite.write', own)).toBe(true);
    expect(can(cityAdmin, 'mailerlite.sync', own)).toBe(true);
    expect(checkPermission(cityAdmin, 'mailerlite.sync', { cityId: 'city-b' })).toBe('out_of_scope');
    expect(can(cityStaff, 'mailerlite.sync', own)).toBe(true);
    expect(can(cityStaff, 'mailerlite.write', own)).toBe(false);
    const cityReader = { ...cityStaff, isExternal: true, canEdit: false };
    expect(can(cityReader, 'mailerlite.read', own)).toBe(true);
    expect(can(cityReader, 'mailerlite.sync', own)).toBe(false);
    expect(can(organisationAdmin, 'mailerlite.read', own)).toBe(false);
    expect(can(merchant, 'mailerlite.read', own)).toBe(false);
    expect(checkPermission({ kind: 'participant' }, 'mailerlite.read')).toBe('participant');
  });

  it('lets a city and an organisation write their own notifications, a read-only co-admin only read them', () => {
    const ownOrganisation = { cityId: 'city-a', organisationId: 'org-a' };
    expect(can(organisationAdmin, 'notifications.write', ownOrganisation)).toBe(true);
    expect(can(organisationAdmin, 'notifications.read', { cityId: 'city-a', organisationId: 'org-b' })).toBe(false);
    expect(can(organisationAdmin, 'notifications.read', { cityId: 'city-a', organisationId: null })).toBe(false);
    expect(can(readOnlyCoAdmin, 'notifications.read', ownOrganisation)).toBe(true);
    expect(can(readOnlyCoAdmin, 'notifications.write', ownOrganisation)).toBe(false);
    expect(can(editingCoAdmin, 'notifications.write', ownOrganisation)).toBe(true);
    expect(can(cityAdmin, 'notifications.write', { cityId: 'city-a', organisationId: null })).toBe(true);
    expect(can(cityAdmin, 'notifications.write', { cityId: 'city-b', organisationId: null })).toBe(false);
    expect(can(merchant, 'notifications.read')).toBe(false);
    expect(can(organisationAdmin, 'notification-templates.write', ownOrganisation)).toBe(true);
    expect(can(organisationAdmin, 'notification-templates.write', { cityId: 'city-a', organisationId: null })).toBe(
      false,
    );
    expect(can(readOnlyCoAdmin, 'notification-templates.write', ownOrganisation)).toBe(false);
    expect(can(cityAdmin, 'notification-templates.write', { cityId: 'city-b', organisationId: null })).toBe(false);
    expect(checkPermission({ kind: 'participant' }, 'participant-devices.write')).toBe('allowed');
    expect(checkPermission({ kind: 'participant' }, 'participant-notifications.read')).toBe('allowed');
    expect(checkPermission(organisationAdmin, 'participant-notifications.read')).toBe('forbidden');
  });

  it('knows its permissions by name', () => {
    expect(PERMISSIONS).toContain('orders.manage');
    expect(isPermission('orders.manage')).toBe(true);
    expect(isPermission('orders.destroy')).toBe(false);
    expect(isPermission('toString')).toBe(false);
  });
});
