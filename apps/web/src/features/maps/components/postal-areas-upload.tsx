import { Alert, Button, FileButton, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { getErrorMessageKey } from '@/lib/api-error';
import { useFormatters } from '@/lib/use-formatters';
import { useUploadPostalAreas } from '../api/upload-postal-areas';
import { type GeoJsonFileError, isIncompleteProperty, readGeoJsonText, type ReadGeoJson } from '../lib/geojson-file';

interface PostalAreasUploadProps {
  cityId: string;
  /** The areas stored now (replacing them asks first); 0 when none were uploaded, null while not known. */
  currentAreas: number | null;
}

type Picked = { name: string; read: Extract<ReadGeoJson, { ok: true }> };

/**
 * The city's postal areas from a GeoJSON file: read in the browser to offer the properties its features carry,
 * the admin picks the one holding the postal code, and the file is sent whole (stored all or nothing).
 */
export function PostalAreasUpload({ cityId, currentAreas }: PostalAreasUploadProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const confirm = useConfirm();
  const upload = useUploadPostalAreas();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [fileError, setFileError] = useState<GeoJsonFileError | null>(null);
  const [property, setProperty] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    upload.reset();
    setPicked(null);
    setFileError(null);
    if (!file) return;
    const read = readGeoJsonText(file.size > 0 ? await file.text() : '', file.size);
    if (!read.ok) {
      setFileError(read.error);
      return;
    }
    setPicked({ name: file.name, read });
    setProperty(read.suggested);
  };

  const chosen = picked?.read.properties.find((candidate) => candidate.name === property) ?? null;
  const send = async () => {
    if (!picked || !property) return;
    if (
      currentAreas !== 0 &&
      !(await confirm({
        title: t('maps.upload.replace_title'),
        message:
          currentAreas === null
            ? t('maps.upload.replace_message_unknown', { features: picked.read.features })
            : t('maps.upload.replace_message', { count: currentAreas, features: picked.read.features }),
        confirmLabel: t('maps.upload.replace_confirm'),
        danger: true,
      }))
    )
      return;
    upload.mutate(
      { cityId, body: { codeProperty: property, geojson: picked.read.geojson } },
      {
        onSuccess: () => {
          notifications.show({ color: 'brand', message: t('maps.upload.success', { count: picked.read.features }) });
          setPicked(null);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('maps.upload.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('maps.upload.hint', { size: format.number(20) })}
        </Text>
        <Group>
          <FileButton
            onChange={(file) => void pick(file)}
            accept=".geojson,.json,application/geo+json,application/json"
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
                {t('maps.upload.choose')}
              </Button>
            )}
          </FileButton>
          {picked && <Text fz="sm">{t('maps.upload.file', { name: picked.name, count: picked.read.features })}</Text>}
        </Group>
        {fileError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
            {t(`maps.upload.errors.${fileError}`)}
          </Alert>
        )}
        {picked && (
          <>
            <Select
              label={t('maps.upload.property')}
              description={t('maps.upload.property_hint')}
              data={picked.read.properties.map((candidate) => ({
                value: candidate.name,
                label: t('maps.upload.property_option', {
                  name: candidate.name,
                  samples: candidate.samples.join(', '),
                }),
              }))}
              value={property}
              onChange={setProperty}
              allowDeselect={false}
              maw={480}
              nothingFoundMessage={t('maps.upload.no_properties')}
            />
            {chosen && isIncompleteProperty(chosen, picked.read.features) && (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />}>
                {t('maps.upload.incomplete', {
                  filled: chosen.filled,
                  distinct: chosen.distinct,
                  count: picked.read.features,
                })}
              </Alert>
            )}
            {picked.read.properties.length === 0 && (
              <Alert color="red" variant="light" role="alert">
                {t('maps.upload.no_properties')}
              </Alert>
            )}
            <Group>
              <Button onClick={() => void send()} loading={upload.isPending} disabled={!property}>
                {t('maps.upload.send')}
              </Button>
            </Group>
          </>
        )}
        {upload.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            role="alert"
            title={t('maps.upload.refused')}
          >
            {t(getErrorMessageKey(upload.error))}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
