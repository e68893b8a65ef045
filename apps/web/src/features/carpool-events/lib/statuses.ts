import {
  CARPOOL_ADMIN_REQUEST_ACTIONS,
  type CarpoolAdminRequestAction,
  type CarpoolEventAction,
  type CarpoolEventState,
  type CarpoolStatus,
  canTransition,
  LIVE_MATCH_STATUSES,
} from '@mobiverte/contracts';

/** The badge colour of each §4 status: green confirmed or done, blue in play, orange waiting, red refused or failed. */
export const CARPOOL_STATUS_COLORS: Record<CarpoolStatus, string> = {
  accepted: 'green',
  success: 'green',
  processing: 'blue',
  active: 'orange',
  suspended: 'orange',
  rejected: 'red',
  declined: 'red',
  failed: 'red',
  cancelled: 'gray',
  deleted: 'gray',
  expired: 'gray',
};

export const EVENT_STATE_COLORS: Record<CarpoolEventState, string> = {
  open: 'green',
  paused: 'orange',
  closed: 'gray',
};

/**
 * The translation key of a status: requests (« demande », feminine) and matches (« jumelage », masculine) each
 * have their own labels so that French agrees.
 */
export const carpoolStatusKey = (subject: 'request' | 'match', status: CarpoolStatus) =>
  `carpool_events.statuses.${subject}.${status}` as const;

/** What an admin may do to an event in this state, in the header's order. */
export function eventActionsFor(state: CarpoolEventState): CarpoolEventAction[] {
  if (state === 'open') return ['pause', 'close'];
  if (state === 'paused') return ['open', 'close'];
  return [];
}

interface MatchLike {
  status: CarpoolStatus;
  validatedAt: string | null;
}

/**
 * The admin's actions on a match: validate (events that require it, not yet validated), reject, call off a
 * confirmed one (cancel), parking permit.
 */
export function matchActionsFor(match: MatchLike, requiresValidation: boolean) {
  const undecided = match.status === 'processing' || match.status === 'active';
  return {
    validate: requiresValidation && undecided && match.validatedAt === null,
    reject: canTransition('match', match.status, 'rejected', 'admin'),
    cancel: match.status === 'accepted' && canTransition('match', match.status, 'cancelled', 'admin'),
    permit: (LIVE_MATCH_STATUSES as readonly CarpoolStatus[]).includes(match.status),
  };
}

/** The admin's actions on a request in this status, in the table's order (the transition table decides). */
export const requestActionsFor = (status: CarpoolStatus): CarpoolAdminRequestAction[] =>
  (Object.keys(CARPOOL_ADMIN_REQUEST_ACTIONS) as CarpoolAdminRequestAction[]).filter((action) =>
    canTransition('request', status, CARPOOL_ADMIN_REQUEST_ACTIONS[action], 'admin'),
  );
