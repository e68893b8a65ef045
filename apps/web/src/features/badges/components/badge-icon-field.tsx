import { Button, FileButton, Group, Image, Paper, Text } from '@mantine/core';
import { IconAward, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '@/lib/api/upload-image';
import { getErrorMessageKey } from '@/lib/api-error';

const MAX_BYTES = 5 * 1024 * 1024;

export type BadgeIcon = { id: string; thumbnailUrl: string };

/** A badge's icon: one JPEG, PNG or WebP image up to 5 MB, uploaded at once and shown as its thumbnail. */
export function BadgeIconField({
  value,
  onChange,
}: {
  value: BadgeIcon | null;
  onChange: (icon: BadgeIcon | null) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (file.size > MAX_BYTES) {
      setError('errors.image_too_large');
      return;
    }
    try {
      const uploaded = await upload.mutateAsync(file);
      onChange({ id: uploaded.id, thumbnailUrl: uploaded.thumbnailUrl });
    } catch (failure) {
      setError(getErrorMessageKey(failure));
    }
  };

  return (
    <Group gap="md" align="center" wrap="nowrap">
      <Paper withBorder radius="md" w={72} h={72} style={{ display: 'grid', placeItems: 'center', flexShrink: 0 }}>
        {value ? (
          <Image src={value.thumbnailUrl} w={64} h={64} radius="sm" alt={t('badges.icon.preview')} />
        ) : (
          <IconAward size={32} aria-hidden color="var(--mantine-color-gray-5)" />
        )}
      </Paper>
      <Group gap="xs" wrap="wrap">
        <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
            >
              {t(value ? 'badges.icon.replace' : 'badges.icon.upload')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="default"
            leftSection={<IconTrash size={16} aria-hidden color="var(--mantine-color-red-8)" />}
            onClick={() => onChange(null)}
          >
            {t('badges.icon.remove')}
          </Button>
        )}
        <Text size="xs" c={error ? 'red.8' : 'dimmed'} w="100%" role={error ? 'alert' : undefined}>
          {error ? t(error) : t('badges.icon.hint')}
        </Text>
      </Group>
    </Group>
  );
}
