import { describe, expect, it } from 'vitest';
import {
  isNotificationEditable,
  isPlannedInPast,
  nextOccurrence,
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_FIELD_MESSAGES,
  notificationInput,
  wrapNotificationContent,
} from './notifications.ts';

const base = {
  name: 'Rappel vélo',
  title: 'Au travail à vélo',
  content: 'Demain, venez à vélo : un café vous attend.',
  audience: { kind: 'everyone' },
};

const issuesOf = (input: object) => {
  const result = notificationInput.safeParse({ ...base, ...input });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a notification', () => {
  it('takes a draft, a send now and a planned send with its local date-time', () => {
    expect(issuesOf({ send: 'draft' })).toEqual([]);
    expect(issuesOf({ send: 'now' })).toEqual([]);
    expect(issuesOf({ send: 'planned', plannedAt: '2026-12-01T08:30' })).toEqual([]);
    expect(issuesOf({ send: 'planned' })).toEqual([`plannedAt: ${NOTIFICATION_FIELD_MESSAGES.plannedAtRequired}`]);
    expect(issuesOf({ send: 'planned', plannedAt: '2026-02-30T08:30' })[0]).toMatch(/^plannedAt/);
    expect(issuesOf({ send: 'planned', plannedAt: '2026-12-01 08:30' })[0]).toMatch(/^plannedAt/);
  });

  it('limits its name, title and content, and refuses blank ones', () => {
    expect(issuesOf({ send: 'draft', content: 'x'.repeat(NOTIFICATION_CONTENT_MAX) })).toEqual([]);
    expect(issuesOf({ send: 'draft', content: 'x'.repeat(NOTIFICATION_CONTENT_MAX + 1) })[0]).toMatch(/^content/);
    expect(issuesOf({ send: 'draft', title: '   ' })[0]).toMatch(/^title/);
    expect(issuesOf({ send: 'draft', name: 'a\u0000b' })[0]).toMatch(/^name/);
  });

  it('repeats only when planned, until a day on or after the first, within a year', () => {
    const planned = { send: 'planned', plannedAt: '2026-12-01T08:30' };
    expect(issuesOf({ ...planned, repeat: 'daily', repeatUntil: '2026-12-10' })).toEqual([]);
    expect(issuesOf({ send: 'now', repeat: 'weekly', repeatUntil: '2026-12-10' })).toEqual([
      `repeat: ${NOTIFICATION_FIELD_MESSAGES.repeatNeedsPlanning}`,
    ]);
    expect(issuesOf({ ...planned, repeat: 'daily' })).toEqual([
      `repeatUntil: ${NOTIFICATION_FIELD_MESSAGES.repeatUntilRequired}`,
    ]);
    expect(issuesOf({ ...planned, repeat: 'daily', repeatUntil: '2026-11-30' })).toEqual([
      `repeatUntil: ${NOTIFICATION_FIELD_MESSAGES.repeatUntilBeforeStart}`,
    ]);
    expect(issuesOf({ ...planned, repeat: 'weekly', repeatUntil: '2028-01-01' })).toEqual([
      `repeatUntil: ${NOTIFICATION_FIELD_MESSAGES.repeatTooLong}`,
    ]);
  });

  it('can change only while it is a draft or planned', () => {
    expect(isNotificationEditable('draft')).toBe(true);
    expect(isNotificationEditable('scheduled')).toBe(true);
    for (const state of ['sending', 'sent', 'cancelled', 'failed'] as const)
      expect(isNotificationEditable(state)).toBe(false);
  });

  it('reads the planned time in the city’s time zone', () => {
    const now = new Date('2026-12-01T13:00:00Z'); // 8:00 in Montréal
    expect(isPlannedInPast('2026-12-01T07:58', 'America/Toronto', now)).toBe(true);
    expect(isPlannedInPast('2026-12-01T08:00', 'America/Toronto', now)).toBe(false);
    expect(isPlannedInPast('2026-12-01T09:00', 'Europe/Paris', now)).toBe(true);
  });

  it('repeats at the same local time across a daylight-saving change, and stops after its last day', () => {
    // Montréal leaves daylight-saving time on 1 November 2026: 8:00 is 12:00 UTC before, 13:00 UTC after.
    expect(nextOccurrence('2026-10-31T08:00', 'daily', '2026-11-30', 'America/Toronto')).toEqual({
      local: '2026-11-01T08:00',
      at: '2026-11-01T13:00:00.000Z',
    });
    expect(nextOccurrence('2026-03-02T08:00', 'weekly', '2026-03-31', 'America/Toronto')?.at).toBe(
      '2026-03-09T12:00:00.000Z',
    );
    expect(nextOccurrence('2026-12-31T08:00', 'daily', '2027-01-01', 'Europe/Paris')?.local).toBe('2027-01-01T08:00');
    expect(nextOccurrence('2026-12-01T08:00', 'weekly', '2026-12-07', 'Europe/Paris')).toBeNull();
    expect(nextOccurrence('2026-12-01T08:00', 'none', null, 'Europe/Paris')).toBeNull();
  });

  it('wraps its content about every 40 characters without cutting words', () => {
    expect(wrapNotificationContent('Court')).toEqual(['Court']);
    const lines = wrapNotificationContent(
      'Demain matin, venez au travail à vélo : un café chaud vous attend à l’accueil.',
    );
    expect(lines).toEqual(['Demain matin, venez au travail à vélo :', 'un café chaud vous attend à l’accueil.']);
    expect(wrapNotificationContent('x'.repeat(90))).toEqual(['x'.repeat(40), 'x'.repeat(40), 'x'.repeat(10)]);
    expect(wrapNotificationContent('Une ligne\nPuis une autre')).toEqual(['Une ligne', 'Puis une autre']);
  });
});
