import type { TransportMode } from '@mobiverte/contracts';
import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessageKey } from '@/lib/api-error';
import { useEnterTrip } from '../api/enter-trip';
import { useParticipantOptions } from '../api/get-participant-options';
import { localToInstant, modeOptions, toLocalInput } from './trip-form-fields';

/** "Saisir un trajet": a city admin enters a manual trip for a participant picked by name or email. */
export function EnterTripModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const options = useParticipantOptions(debounced);
  const [participantId, setParticipantId] = useState<string | null>(null);
  const [mode, setMode] = useState<TransportMode | null>('bike');
  const now = new Date();
  now.setMinutes(0, 0, 0);
  const [start, setStart] = useState(toLocalInput(new Date(now.getTime() - 3_600_000)));
  const [end, setEnd] = useState(toLocalInput(new Date(now.getTime() - 2_400_000)));
  const [distance, setDistance] = useState<number | string>(5);
  const [error, setError] = useState<string | null>(null);
  const enter = useEnterTrip();

  const invalidTimes = start !== '' && end !== '' && new Date(end) <= new Date(start);
  const submit = () => {
    setError(null);
    if (!participantId || !mode || !start || !end || invalidTimes || !(Number(distance) > 0)) {
      setError(t('sessions_admin.enter.incomplete'));
      return;
    }
    enter.mutate(
      {
        participantId,
        activityType: mode,
        startTime: localToInstant(start),
        endTime: localToInstant(end),
        distanceKm: Number(distance),
      },
      {
        onSuccess: (result) => {
          notifications.show({
            color: result.status === 'counted' ? 'brand' : 'yellow',
            message: t(`sessions_admin.enter.success_${result.status}`, {
              count: result.greenpoints,
              reason: result.reason ? t(`trip_reviews.reasons.${result.reason}`) : '',
            }),
          });
          onClose();
        },
        onError: (failure) => setError(t(getErrorMessageKey(failure))),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('sessions_admin.enter.title')} size="lg">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('sessions_admin.enter.intro')}
        </Text>
        <Select
          label={t('sessions_admin.enter.participant')}
          placeholder={t('sessions_admin.enter.participant_placeholder')}
          searchable
          required
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          data={(options.data ?? []).map((option) => ({
            value: option.id,
            label: `${option.name} · ${option.email}${option.organisationName ? ` · ${option.organisationName}` : ''}`,
          }))}
          value={participantId}
          onChange={setParticipantId}
          nothingFoundMessage={t('sessions_admin.enter.no_participant')}
        />
        <Select
          label={t('sessions_admin.fields.mode')}
          data={modeOptions(t)}
          value={mode}
          onChange={(value) => setMode(value as TransportMode | null)}
          searchable
          required
        />
        <Group grow align="flex-start">
          <TextInput
            type="datetime-local"
            label={t('sessions_admin.fields.start')}
            value={start}
            onChange={(event) => setStart(event.currentTarget.value)}
            required
          />
          <TextInput
            type="datetime-local"
            label={t('sessions_admin.fields.end')}
            value={end}
            onChange={(event) => setEnd(event.currentTarget.value)}
            error={invalidTimes ? t('sessions_admin.enter.end_before_start') : undefined}
            required
          />
        </Group>
        <NumberInput
          label={t('sessions_admin.fields.distance')}
          suffix=" km"
          min={0.1}
          max={300}
          decimalScale={2}
          value={distance}
          onChange={setDistance}
          required
        />
        <Text fz="xs" c="dimmed">
          {t('sessions_admin.enter.rules')}
        </Text>
        {error && (
          <Text fz="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={enter.isPending}>
            {t('sessions_admin.enter.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
