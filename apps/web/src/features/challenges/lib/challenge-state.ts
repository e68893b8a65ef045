import type { ChallengeDisplayState, ReceivedChallengeState } from '@mobiverte/contracts';

export interface StateBadgeLook {
  /** Translation key of the label. */
  label: string;
  color: string;
}

const STATE_COLORS: Record<ChallengeDisplayState, string> = {
  draft: 'gray',
  upcoming: 'blue',
  active: 'brand',
  ended: 'dark',
  cancelled: 'red',
};

const RECEIVED_COLORS: Record<ReceivedChallengeState, string> = {
  pending: 'orange',
  accepted: 'teal',
  declined: 'red',
};

/**
 * The badge of a challenge: its display state (draft, upcoming, active, ended, cancelled); a challenge received
 * from another organisation shows the answer instead while it is not accepted (pending or declined).
 */
export function getStateBadge(
  displayState: ChallengeDisplayState,
  received?: { state: ReceivedChallengeState } | null,
): StateBadgeLook {
  if (received && received.state !== 'accepted' && displayState !== 'cancelled') {
    return { label: `challenges.received_states.${received.state}`, color: RECEIVED_COLORS[received.state] };
  }
  return { label: `challenges.states.${displayState}`, color: STATE_COLORS[displayState] };
}

/** The badge of an organisation's answer to a challenge it was sent (the sender's list of recipients). */
export function getRecipientBadge(state: ReceivedChallengeState): StateBadgeLook {
  return { label: `challenges.received_states.${state}`, color: RECEIVED_COLORS[state] };
}
