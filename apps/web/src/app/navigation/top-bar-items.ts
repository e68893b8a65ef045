import type { Me } from '@mobiverte/contracts';
import { paths } from '@/config/paths';

export interface TopBarAction {
  key: 'send_challenge';
  path: string;
  /** The account may use it. */
  granted: boolean;
  /** Its page exists. */
  available: boolean;
}

/** Organisations send a challenge to another organisation when that feature is granted to their city. */
export function getTopBarActions(me: Me): TopBarAction[] {
  return [
    {
      key: 'send_challenge',
      path: paths.challenges.send,
      granted: me.role === 'organisation' && !me.carpoolOnly && me.addons.challengeBetweenOrganisations,
      available: true,
    },
  ];
}

export function getVisibleTopBarActions(me: Me): TopBarAction[] {
  return getTopBarActions(me).filter((action) => action.granted && action.available);
}

/** External co-admins without edit rights see a "read-only access" badge. */
export { isReadOnly } from '@/lib/auth/permissions';
