import { CARPOOL_STATUSES } from '@mobiverte/contracts';
import { describe, expect, it } from 'vitest';
import frEvents from '@/locales/fr/carpool_events.json';
import {
  CARPOOL_STATUS_COLORS,
  carpoolStatusKey,
  eventActionsFor,
  matchActionsFor,
  requestActionsFor,
} from './statuses';

describe('carpool status labels', () => {
  it('has a colour and a French label of each §4 status, for requests and for matches', () => {
    for (const status of CARPOOL_STATUSES) {
      expect(CARPOOL_STATUS_COLORS[status]).toBeTruthy();
      expect(frEvents.statuses.request[status]).toBeTruthy();
      expect(frEvents.statuses.match[status]).toBeTruthy();
    }
    expect(carpoolStatusKey('match', 'active')).toBe('carpool_events.statuses.match.active');
    expect(frEvents.statuses.match.active).toBe('En attente de validation');
    expect(frEvents.statuses.request.accepted).toBe('Acceptée');
  });
});

describe('eventActionsFor', () => {
  it('pauses or closes an open event, reopens or closes a paused one, and leaves a closed one', () => {
    expect(eventActionsFor('open')).toEqual(['pause', 'close']);
    expect(eventActionsFor('paused')).toEqual(['open', 'close']);
    expect(eventActionsFor('closed')).toEqual([]);
  });
});

describe('matchActionsFor', () => {
  it('validates undecided matches of events that require it, rejects what the transition table allows', () => {
    expect(matchActionsFor({ status: 'active', validatedAt: null }, true)).toEqual({
      validate: true,
      reject: true,
      cancel: false,
      permit: true,
    });
    expect(matchActionsFor({ status: 'active', validatedAt: null }, false).validate).toBe(false);
    expect(matchActionsFor({ status: 'processing', validatedAt: '2026-11-01T08:00:00Z' }, true).validate).toBe(false);
    expect(matchActionsFor({ status: 'accepted', validatedAt: null }, true)).toEqual({
      validate: false,
      reject: false,
      cancel: true,
      permit: true,
    });
    expect(matchActionsFor({ status: 'cancelled', validatedAt: null }, true)).toEqual({
      validate: false,
      reject: false,
      cancel: false,
      permit: false,
    });
  });
});

describe('requestActionsFor', () => {
  it('offers what the transition table lets an admin do to a request, and nothing to a final one', () => {
    expect(requestActionsFor('active')).toEqual(['suspend', 'reject', 'delete']);
    expect(requestActionsFor('accepted')).toEqual(['suspend', 'delete']);
    expect(requestActionsFor('suspended')).toEqual(['release', 'delete']);
    expect(requestActionsFor('success')).toEqual([]);
    expect(requestActionsFor('cancelled')).toEqual([]);
  });
});
