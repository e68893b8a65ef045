import { describe, expect, it } from 'vitest';
import {
  alertWeeks,
  challengesEnding,
  evaluateEngagementAlerts,
  figureDrops,
  weekChange,
  type EngagementFacts,
} from './engagement-alerts.ts';

const figures = (sessions: number, distanceKm: number, ghgKg: number, activeUsers: number) => ({
  sessions,
  distanceKm,
  ghgKg,
  activeUsers,
});
const quiet: EngagementFacts = {
  today: '2026-11-26',
  week: figures(100, 500, 105, 20),
  previous: figures(100, 500, 105, 20),
  stopped: { count: 0, names: null },
  challenges: [],
  pending: { orders: null, tripReviews: null, products: null, challengeInvitations: null },
};

describe('engagement alerts', () => {
  it('compare the last complete Monday-to-Sunday week with the one before and the four before', () => {
    // Thursday 26 November 2026: the last complete week is 16–22 November.
    expect(alertWeeks('2026-11-26')).toEqual({
      week: { startDate: '2026-11-16', endDate: '2026-11-22' },
      previous: { startDate: '2026-11-09', endDate: '2026-11-15' },
      lookback: { startDate: '2026-10-19', endDate: '2026-11-15' },
    });
    // On a Monday, the week that just ended.
    expect(alertWeeks('2026-11-23').week).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
  });

  it('raise nothing for a steady week', () => {
    expect(evaluateEngagementAlerts(quiet)).toEqual([]);
  });

  it('raise a fall of 20 % or more, not a smaller one, nor a rise', () => {
    expect(figureDrops(figures(80, 401, 200, 19), figures(100, 500, 105, 20))).toEqual([
      { kind: 'figure_drop', measure: 'sessions', current: 80, previous: 100, change: -0.2 },
    ]);
    expect(weekChange(5, 0)).toBeNull();
  });

  it('ignore a fall from too few to mean anything', () => {
    expect(figureDrops(figures(1, 0, 0, 1), figures(4, 4, 0.8, 2))).toEqual([]);
    expect(figureDrops(figures(0, 0, 0, 0), figures(5, 0, 0, 0))).toEqual([
      { kind: 'figure_drop', measure: 'sessions', current: 0, previous: 5, change: -1 },
    ]);
  });

  it('tell how many stopped, with at most ten names and only when names are given', () => {
    const names = Array.from({ length: 12 }, (_, index) => `Participant ${index}`);
    expect(evaluateEngagementAlerts({ ...quiet, stopped: { count: 12, names } })).toEqual([
      { kind: 'participants_stopped', count: 12, names: names.slice(0, 10) },
    ]);
    expect(evaluateEngagementAlerts({ ...quiet, stopped: { count: 3, names: null } })).toEqual([
      { kind: 'participants_stopped', count: 3, names: null },
    ]);
  });

  it('announce the challenges ending today to seven days from now, soonest first', () => {
    const challenges = [
      { challengeId: 'a', name: 'Octobre à vélo', endDate: '2026-11-25' },
      { challengeId: 'b', name: 'Fin de mois', endDate: '2026-11-30' },
      { challengeId: 'c', name: 'Aujourd’hui', endDate: '2026-11-26' },
      { challengeId: 'd', name: 'Une semaine', endDate: '2026-12-03' },
      { challengeId: 'e', name: 'Trop loin', endDate: '2026-12-04' },
    ];
    expect(challengesEnding('2026-11-26', challenges)).toEqual([
      { kind: 'challenge_ending', challengeId: 'c', name: 'Aujourd’hui', endDate: '2026-11-26', daysLeft: 0 },
      { kind: 'challenge_ending', challengeId: 'b', name: 'Fin de mois', endDate: '2026-11-30', daysLeft: 4 },
      { kind: 'challenge_ending', challengeId: 'd', name: 'Une semaine', endDate: '2026-12-03', daysLeft: 7 },
    ]);
  });

  it('list the queues with something waiting, and none the role does not have', () => {
    const alerts = evaluateEngagementAlerts({
      ...quiet,
      week: figures(50, 500, 105, 20),
      pending: { orders: 3, tripReviews: 0, products: null, challengeInvitations: 1 },
    });
    expect(alerts.map((alert) => alert.kind)).toEqual([
      'figure_drop',
      'orders_pending',
      'challenge_invitations_pending',
    ]);
    expect(alerts[1]).toEqual({ kind: 'orders_pending', count: 3 });
  });
});
