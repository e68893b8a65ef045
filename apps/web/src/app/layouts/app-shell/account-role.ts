import type { Me } from '@mobiverte/contracts';
import type { TFunction } from 'i18next';

/** "Administrateur", or an external administrator's scope. */
export function roleLabel(me: Me, t: TFunction): string {
  return me.isExternal ? t('roles.external', { scope: t(`roles.scopes.${me.role}`) }) : t(`roles.${me.role}`);
}
