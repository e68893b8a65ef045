import { Group, Loader, MultiSelect, Radio, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { AudienceInput, AudienceKind, CommunicationChannel } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { useAudienceCount } from '@/lib/api/audience';
import { useOrganisationOptions } from '@/lib/api/users-list';
import { useMe } from '@/lib/auth/session';

const CITY_KINDS: readonly AudienceKind[] = ['everyone', 'organisations', 'branches'];
const ORGANISATION_KINDS: readonly AudienceKind[] = ['everyone', 'branches'];

interface AudienceFieldProps {
  channel: CommunicationChannel;
  value: AudienceInput;
  onChange: (value: AudienceInput) => void;
  /** Translation keys of the field errors, by field (`organisationIds`, `branchIds`). */
  errors?: Partial<Record<'organisationIds' | 'branchIds', string>>;
  disabled?: boolean;
}

/**
 * Who a notification or an email campaign reaches (issue 18): a city picks everyone, organisations or branches;
 * an organisation everyone of its own or some of its branches. Below, how many participants it would reach now
 * on the channel and how many turned the channel off (the server resolves the audience again when it sends).
 */
export function AudienceField({ channel, value, onChange, errors, disabled }: AudienceFieldProps) {
  const { t } = useTranslation();
  const me = useMe();
  const options = useOrganisationOptions();
  const count = useAudienceCount(channel, value, !disabled);
  const kinds = me.role === 'city' ? CITY_KINDS : ORGANISATION_KINDS;
  const organisationNames = new Map((options.data?.organisations ?? []).map((row) => [row.id, row.name]));
  const branchData = (options.data?.branches ?? []).map((row) => ({
    value: row.id,
    label: me.role === 'city' ? `${row.name} · ${organisationNames.get(row.organisationId) ?? ''}`.trim() : row.name,
  }));
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('audience.title')}
      </Title>
      <Radio.Group
        aria-label={t('audience.title')}
        value={value.kind}
        onChange={(kind) => onChange({ kind: kind as AudienceKind, organisationIds: [], branchIds: [] })}
      >
        <Stack gap="xs">
          {kinds.map((kind) => (
            <Radio
              key={kind}
              value={kind}
              disabled={disabled}
              label={t(`audience.kinds.${me.role === 'city' ? 'city' : 'organisation'}.${kind}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {value.kind === 'organisations' && (
        <MultiSelect
          label={t('audience.organisations')}
          required
          searchable
          hidePickedOptions
          disabled={disabled}
          nothingFoundMessage={t('global.no_results')}
          data={(options.data?.organisations ?? []).map((row) => ({ value: row.id, label: row.name }))}
          value={value.organisationIds ?? []}
          onChange={(organisationIds) => onChange({ ...value, organisationIds })}
          error={errors?.organisationIds ? t(errors.organisationIds) : undefined}
          data-path="audience.organisationIds"
        />
      )}
      {value.kind === 'branches' && (
        <MultiSelect
          label={t('audience.branches')}
          required
          searchable
          hidePickedOptions
          disabled={disabled}
          nothingFoundMessage={t('audience.no_branches')}
          data={branchData}
          value={value.branchIds ?? []}
          onChange={(branchIds) => onChange({ ...value, branchIds })}
          error={errors?.branchIds ? t(errors.branchIds) : undefined}
          data-path="audience.branchIds"
        />
      )}
      <Group gap="xs" wrap="nowrap" aria-live="polite">
        <IconUsers size={16} aria-hidden />
        {count.isFetching && !count.data ? (
          <Loader size="xs" />
        ) : count.data ? (
          <Text fz="sm">
            {t(`audience.reach.${channel}`, { count: count.data.reachable })}
            {count.data.optedOut > 0 && (
              <Text span fz="sm" c="dimmed">
                {' '}
                {t(`audience.opted_out.${channel}`, { count: count.data.optedOut })}
              </Text>
            )}
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('audience.reach_unknown')}
          </Text>
        )}
      </Group>
      <Text fz="xs" c="dimmed">
        {t('audience.resolved_at_send')}
      </Text>
    </Stack>
  );
}
