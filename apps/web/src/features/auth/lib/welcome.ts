import type { Me } from '@mobiverte/contracts';
import { isReadOnly } from '@/lib/auth/permissions';

export interface Welcome {
  /** `auth.login.welcome.<kind>` */
  key: string;
  name: string;
  readOnly: boolean;
}

type WelcomeFor = Pick<Me, 'role' | 'isExternal' | 'canEdit' | 'city' | 'organisation' | 'tenant'>;

/** Greets each account in its own words: a merchant as a merchant, a co-admin as the co-admin of whom. */
export function getWelcome(me: WelcomeFor): Welcome {
  const name =
    me.role === 'tenant' ? me.tenant?.name : me.role === 'organisation' ? me.organisation?.name : me.city.name;
  const kind = me.isExternal ? 'external' : me.role;
  return { key: `auth.login.welcome.${kind}`, name: name ?? me.city.name, readOnly: isReadOnly(me) };
}
