import { z } from 'zod';

/** A dashboard page's state (spec §4, online status): shown, hidden, or left. */
export const PRESENCE_STATES = ['visible', 'hidden', 'offline'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

/** How often a visible page tells it is still there; a user is online until two heartbeats are missed. */
export const PRESENCE_HEARTBEAT_SECONDS = 60;

export const presenceInput = z.object({ state: z.enum(PRESENCE_STATES) });
