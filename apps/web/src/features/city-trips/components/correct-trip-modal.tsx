import type { TransportMode } from '@mobiverte/contracts';
import { Button, Divider, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessageKey } from '@/lib/api-error';
import { useFormatters } from '@/lib/use-formatters';
import { useCorrectTrip } from '../api/correct-trip';
import { useTripCorrections } from '../api/get-trip-corrections';
import type { CityTripRow } from '../api/get-city-trips';
import { modeOptions } from './trip-form-fields';

/**
 * "Corriger le trajet": mode or distance with a reason. The points move by a correcting ledger entry and the
 * statistics follow; the earlier corrections (the audit trail) are listed below the form.
 */
export function CorrectTripModal({ trip, onClose }: { trip: CityTripRow; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [mode, setMode] = useState<TransportMode | null>(trip.activityType);
  const [distance, setDistance] = useState<number | string>(trip.distanceKm);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const correct = useCorrectTrip();
  const history = useTripCorrections(trip.id);
  const unchanged = mode === trip.activityType && Number(distance) === trip.distanceKm;

  const submit = () => {
    setError(null);
    if (!mode || !(Number(distance) > 0) || reason.trim().length < 3) {
      setError(t('sessions_admin.correct.incomplete'));
      return;
    }
    correct.mutate(
      { tripId: trip.id, body: { activityType: mode, distanceKm: Number(distance), reason: reason.trim() } },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'brand',
            message: t('sessions_admin.correct.success', {
              delta: `${result.pointsDelta > 0 ? '+' : ''}${format.number(result.pointsDelta)}`,
            }),
          });
          onClose();
        },
        onError: (failure) => setError(t(getErrorMessageKey(failure))),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('sessions_admin.correct.title')} size="lg">
      <Stack gap="sm">
        <Text fz="sm">
          {t('sessions_admin.correct.intro', {
            name: trip.participantName,
            date: format.dateTime(trip.startTime),
            mode: t(`transport_modes.${trip.activityType}`),
            distance: format.distanceKm(trip.distanceKm),
          })}
        </Text>
        <Group grow align="flex-start">
          <Select
            label={t('sessions_admin.fields.mode')}
            data={modeOptions(t)}
            value={mode}
            onChange={(value) => setMode(value as TransportMode | null)}
            searchable
            required
          />
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
        </Group>
        <Textarea
          label={t('sessions_admin.correct.reason')}
          description={t('sessions_admin.correct.reason_help')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          required
        />
        {error && (
          <Text fz="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={correct.isPending} disabled={unchanged}>
            {t('sessions_admin.correct.submit')}
          </Button>
        </Group>
        {(history.data?.length ?? 0) > 0 && (
          <>
            <Divider label={t('sessions_admin.correct.history')} labelPosition="left" />
            {history.data!.map((entry) => (
              <Text key={entry.id} fz="sm">
                {t('sessions_admin.correct.history_entry', {
                  date: format.dateTime(entry.correctedAt),
                  name: entry.correctedByName,
                  before: `${t(`transport_modes.${entry.before.activityType}`)} ${format.distanceKm(entry.before.distanceKm)}`,
                  after: `${t(`transport_modes.${entry.after.activityType}`)} ${format.distanceKm(entry.after.distanceKm)}`,
                  delta: `${entry.pointsDelta > 0 ? '+' : ''}${format.number(entry.pointsDelta)}`,
                  reason: entry.reason,
                })}
              </Text>
            ))}
          </>
        )}
      </Stack>
    </Modal>
  );
}
