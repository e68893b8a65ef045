import { Stack } from '@mantine/core';
import type { AudienceInput } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { ReadOnlyValue } from '@/components/form/read-only';
import { useOrganisationOptions } from '@/lib/api/users-list';
import { useMe } from '@/lib/auth/session';

/** Who a notification that can no longer change was for: the kind of audience and the names it chose. */
export function AudienceSummary({ audience }: { audience: AudienceInput }) {
  const { t } = useTranslation();
  const me = useMe();
  const options = useOrganisationOptions();
  const names = new Map(
    [...(options.data?.organisations ?? []), ...(options.data?.branches ?? [])].map((row) => [row.id, row.name]),
  );
  const chosen = [...(audience.organisationIds ?? []), ...(audience.branchIds ?? [])].map((id) => names.get(id) ?? '…');
  return (
    <Stack gap="sm">
      <ReadOnlyValue label={t('audience.title')}>
        {t(`audience.kinds.${me.role === 'city' ? 'city' : 'organisation'}.${audience.kind}`)}
      </ReadOnlyValue>
      {audience.kind !== 'everyone' && (
        <ReadOnlyValue label={t(audience.kind === 'organisations' ? 'audience.organisations' : 'audience.branches')}>
          {chosen.join(', ')}
        </ReadOnlyValue>
      )}
    </Stack>
  );
}
