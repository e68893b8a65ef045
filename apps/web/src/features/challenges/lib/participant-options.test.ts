import { describe, expect, it } from 'vitest';
import { idsToLabel, participantChoices, participantLabel, withParticipantLabels } from './participant-options';

const alice = { id: 'a', username: 'alice', branchName: 'Siège' };
const bob = { id: 'b', username: 'bob', branchName: null };

describe('participant pickers', () => {
  it('labels a participant by username, then branch', () => {
    expect(participantLabel(alice)).toBe('alice · Siège');
    expect(participantLabel(bob)).toBe('bob');
  });

  it('keeps the labels of participants once found, and the same map when nothing is new', () => {
    const known = withParticipantLabels(new Map(), [alice]);
    expect(known.get('a')).toBe('alice · Siège');
    expect(withParticipantLabels(known, [alice])).toBe(known);
    expect(withParticipantLabels(known, undefined)).toBe(known);
    const more = withParticipantLabels(known, [bob]);
    expect([...more.keys()]).toEqual(['a', 'b']);
  });

  it('offers the chosen first, each once, an unknown one under a placeholder label', () => {
    const known = new Map([['a', 'alice · Siège']]);
    expect(participantChoices(['a', 'z'], [bob, alice], known, '…')).toEqual([
      { value: 'a', label: 'alice · Siège' },
      { value: 'z', label: '…' },
      { value: 'b', label: 'bob' },
    ]);
  });

  it('asks for the labels of at most 200 chosen ones not yet known', () => {
    const chosen = Array.from({ length: 250 }, (_, index) => `id-${index}`);
    const ids = idsToLabel(chosen, new Map([['id-0', 'x']]));
    expect(ids).toHaveLength(200);
    expect(ids[0]).toBe('id-1');
  });
});
