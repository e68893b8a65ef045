import { ActionIcon, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessageKey } from '@/lib/api-error';
import { useUploadImage } from '@/lib/api/upload-image';
import type { ImageRef } from '../lib/product-form';

const MAX_IMAGES = 10;
const MAX_BYTES = 5 * 1024 * 1024;

interface ProductImagesFieldProps {
  images: ImageRef[];
  onChange: (images: ImageRef[]) => void;
  disabled?: boolean;
}

/** Pictures uploaded one by one (JPEG, PNG or WebP up to 5 MB), shown as their 200x200 thumbnails; the first is the cover. */
export function ProductImagesField({ images, onChange, disabled }: ProductImagesFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadImage();

  const add = async (files: File[]) => {
    let next = images;
    for (const file of files.slice(0, MAX_IMAGES - images.length)) {
      if (file.size > MAX_BYTES) {
        notifications.show({ color: 'red', message: t('errors.image_too_large') });
        continue;
      }
      try {
        const uploaded = await upload.mutateAsync(file);
        next = [...next, { id: uploaded.id, url: uploaded.url, thumbnailUrl: uploaded.thumbnailUrl }];
        onChange(next);
      } catch (error) {
        const key = getErrorMessageKey(error);
        notifications.show({
          color: 'red',
          title: t('products.images.upload_failure'),
          message: key === 'errors.unknown_error' ? undefined : t(key),
        });
      }
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        {images.map((image, index) => (
          <Paper key={image.id} withBorder p={4} radius="md">
            <Stack gap={4} align="center">
              <Image
                src={image.thumbnailUrl}
                w={120}
                h={120}
                radius="sm"
                alt={t('products.images.preview', { number: index + 1 })}
              />
              <Group gap={4}>
                {index > 0 && (
                  <ActionIcon
                    variant="subtle"
                    disabled={disabled}
                    onClick={() => onChange([image, ...images.filter((other) => other.id !== image.id)])}
                    aria-label={t('products.images.make_cover', { number: index + 1 })}
                  >
                    <IconArrowLeft size={16} />
                  </ActionIcon>
                )}
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  disabled={disabled}
                  onClick={() => onChange(images.filter((other) => other.id !== image.id))}
                  aria-label={t('products.images.remove', { number: index + 1 })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Group>
      <Group gap="sm">
        <FileButton onChange={(files) => void add(files)} accept="image/png,image/jpeg,image/webp" multiple>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
              disabled={disabled || images.length >= MAX_IMAGES}
            >
              {t('products.images.add')}
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed">
          {t('products.images.hint')}
        </Text>
      </Group>
    </Stack>
  );
}
