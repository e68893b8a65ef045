import { PRESENCE_HEARTBEAT_SECONDS, type PresenceState } from '@mobiverte/contracts';
import { useEffect } from 'react';
import { api } from '../api-client';

/** Best effort: the online status never interrupts the page (an error is the next heartbeat's to mend). */
export function sendPresence(state: PresenceState, keepalive = false): Promise<void> {
  return api.PUT('/api/presence', { body: { state }, keepalive }).then(
    () => undefined,
    () => undefined,
  );
}

const pageState = (): PresenceState => (document.visibilityState === 'visible' ? 'visible' : 'hidden');

/**
 * The signed-in user's own online status (spec §4), following the connection and the page's visibility: written
 * when the page opens, shows or hides, when the connection comes back, every minute while visible, and `offline`
 * when the page is left.
 */
export function usePresence() {
  useEffect(() => {
    const report = () => void sendPresence(pageState());
    const leave = () => void sendPresence('offline', true);
    const heartbeat = window.setInterval(() => {
      if (pageState() === 'visible') report();
    }, PRESENCE_HEARTBEAT_SECONDS * 1000);
    report();
    document.addEventListener('visibilitychange', report);
    window.addEventListener('online', report);
    window.addEventListener('pagehide', leave);
    return () => {
      window.clearInterval(heartbeat);
      document.removeEventListener('visibilitychange', report);
      window.removeEventListener('online', report);
      window.removeEventListener('pagehide', leave);
    };
  }, []);
}
