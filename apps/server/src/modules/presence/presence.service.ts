import { PRESENCE_HEARTBEAT_SECONDS, type PresenceState } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { assertAudience, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { findOnlineUserIds, upsertPresence } from './presence.repository.ts';

/** A visible page writes itself at every heartbeat: missing two of them, it is no longer online. */
const ONLINE_WINDOW_MS = 2 * PRESENCE_HEARTBEAT_SECONDS * 1000 + 15_000;

/**
 * The dashboard user's own online status (spec §4: it follows the connection and the page's visibility): the web
 * app writes `visible` when the page shows and at each heartbeat, `hidden` when it is hidden, `offline` on leaving.
 */
export async function writePresence(db: Db, actor: Actor, state: PresenceState, now = new Date()) {
  assertAudience(actor, 'presence.write');
  const { userId } = requireDashboardActor(actor);
  await upsertPresence(db, userId, state, now);
  return { state };
}

/** Which of these dashboard users are online now (page visible, seen within the last heartbeats). */
export function onlineAmong(db: Db, userIds: readonly string[], now = new Date()) {
  return findOnlineUserIds(db, userIds, new Date(now.getTime() - ONLINE_WINDOW_MS));
}
