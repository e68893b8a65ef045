import { describe, expect, it } from 'vitest';
import { readDashboardTab, writeDashboardTab } from './dashboard-tabs';

describe('dashboard tabs in the URL', () => {
  it('reads a known tab and falls back to the overview', () => {
    expect(readDashboardTab(new URLSearchParams('tab=activity'))).toBe('activity');
    expect(readDashboardTab(new URLSearchParams('tab=app-usage&period=week'))).toBe('app-usage');
    expect(readDashboardTab(new URLSearchParams('tab=admin'))).toBe('overview');
    expect(readDashboardTab(new URLSearchParams())).toBe('overview');
  });

  it('writes the tab and keeps the filters', () => {
    expect(writeDashboardTab(new URLSearchParams('period=week'), 'activity').toString()).toBe(
      'period=week&tab=activity',
    );
    expect(writeDashboardTab(new URLSearchParams('period=week&tab=activity'), 'overview').toString()).toBe(
      'period=week',
    );
  });
});
