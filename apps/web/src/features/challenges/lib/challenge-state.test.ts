import { CHALLENGE_DISPLAY_STATES } from '@mobiverte/contracts';
import { describe, expect, it } from 'vitest';
import { getRecipientBadge, getStateBadge } from './challenge-state';

describe('the state badge of a challenge', () => {
  it('names each display state with its own colour', () => {
    const looks = CHALLENGE_DISPLAY_STATES.map((state) => getStateBadge(state));
    expect(looks.map(({ label }) => label)).toEqual(
      CHALLENGE_DISPLAY_STATES.map((state) => `challenges.states.${state}`),
    );
    expect(new Set(looks.map(({ color }) => color)).size).toBe(CHALLENGE_DISPLAY_STATES.length);
  });

  it('shows the answer of a received challenge until it is accepted', () => {
    expect(getStateBadge('upcoming', { state: 'pending' }).label).toBe('challenges.received_states.pending');
    expect(getStateBadge('active', { state: 'declined' }).label).toBe('challenges.received_states.declined');
    expect(getStateBadge('active', { state: 'accepted' }).label).toBe('challenges.states.active');
    expect(getStateBadge('cancelled', { state: 'pending' }).label).toBe('challenges.states.cancelled');
  });

  it('shows the sender each organisation’s answer', () => {
    expect(getRecipientBadge('accepted')).toEqual({ label: 'challenges.received_states.accepted', color: 'teal' });
  });
});
