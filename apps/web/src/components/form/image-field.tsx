import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '@/lib/api/upload-image';
import { getErrorMessageKey } from '@/lib/api-error';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** An image of a form: uploaded (`id`) or, for older records, hosted elsewhere (`id` null); `url` shows it. */
export type ImageFieldValue = { id: string | null; url: string };

const PREVIEWS = {
  /** A 200x200 thumbnail shown small (badge icons). */
  thumbnail: { width: 64, height: 64 },
  /** The picture itself, as a banner (challenges). */
  banner: { width: 192, height: 108 },
} as const;

/**
 * One JPEG, PNG or WebP image up to 5 MB (type and size checked before sending), uploaded at once and shown as
 * a preview, with replace and remove.
 */
export function ImageField({
  label,
  value,
  onChange,
  previewAlt,
  preview = 'banner',
  hint,
  placeholderIcon,
}: {
  label: string;
  value: ImageFieldValue | null;
  onChange: (image: ImageFieldValue | null) => void;
  previewAlt: string;
  preview?: keyof typeof PREVIEWS;
  /** What the image is for, before the accepted files. */
  hint?: string;
  placeholderIcon?: ReactNode;
}) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const { width, height } = PREVIEWS[preview];

  const pick = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!TYPES.includes(file.type)) return setError('errors.image_invalid');
    if (file.size > MAX_BYTES) return setError('errors.image_too_large');
    try {
      const uploaded = await upload.mutateAsync(file);
      onChange({ id: uploaded.id, url: preview === 'thumbnail' ? uploaded.thumbnailUrl : uploaded.url });
    } catch (failure) {
      setError(getErrorMessageKey(failure));
    }
  };

  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Group gap="md" align="center" wrap="wrap">
        <Paper
          withBorder
          radius="md"
          w={width + 8}
          h={height + 8}
          style={{ display: 'grid', placeItems: 'center', flexShrink: 0 }}
        >
          {value ? (
            <Image src={value.url} w={width} h={height} radius="sm" fit="cover" alt={previewAlt} />
          ) : (
            (placeholderIcon ?? <IconPhoto size={32} aria-hidden color="var(--mantine-color-gray-5)" />)
          )}
        </Paper>
        <Stack gap="xs" style={{ flex: '1 1 220px' }}>
          <Group gap="xs" wrap="wrap">
            <FileButton onChange={(file) => void pick(file)} accept={TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={upload.isPending}
                >
                  {t(value ? 'fields.image.replace' : 'fields.image.upload')}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                variant="default"
                leftSection={<IconTrash size={16} aria-hidden color="var(--mantine-color-red-8)" />}
                onClick={() => {
                  setError(null);
                  onChange(null);
                }}
              >
                {t('fields.image.remove')}
              </Button>
            )}
          </Group>
          <Text size="xs" c={error ? 'red.8' : 'dimmed'} role={error ? 'alert' : undefined}>
            {error ? t(error) : [hint, t('fields.image.hint')].filter(Boolean).join(' ')}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
