import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
import { badgeNameIn, badgesQueryOptions } from '@/lib/api/badges';
import { canUse } from '@/lib/auth/permissions';
import { useSession } from '@/lib/auth/session';

type GoalKey = 'individualGoal' | 'collaborativeGoal';

/**
 * The badge a goal gives each participant who reaches it, chosen among the city's badges in use (and the archived
 * one the goal may already name). Only the city's admins, who manage the badges, choose one; the others' form
 * keeps what the goal names.
 */
export function GoalBadgeField<Values>({ form, goal }: { form: UseFormReturnType<Values>; goal: GoalKey }) {
  const { t, i18n } = useTranslation();
  const me = useSession().data?.me;
  const allowed = me ? canUse(me, 'badges.read', { cityId: me.cityId }) : false;
  const badges = useQuery({ ...badgesQueryOptions, enabled: allowed });
  if (!allowed) return null;
  const current = (form.getValues() as Record<GoalKey, { badgeId: string | null }>)[goal].badgeId;
  const data = (badges.data ?? [])
    .filter((badge) => badge.archivedAt === null || badge.id === current)
    .map((badge) => ({
      value: badge.id,
      label: t(badge.archivedAt ? 'challenges.form.badge_option_archived' : 'challenges.form.badge_option', {
        name: badgeNameIn(badge, i18n.language),
        count: badge.points,
      }),
    }));
  return (
    <SelectField
      label={t('challenges.fields.badge')}
      description={t('challenges.form.badge_hint')}
      placeholder={t('challenges.form.badge_none')}
      data={data}
      searchable
      clearable
      nothingFoundMessage={t('global.no_results')}
      maw={420}
      control={form}
      name={`${goal}.badgeId` as never}
    />
  );
}
