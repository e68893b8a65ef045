import { Badge, Box, Loader, Paper, Text } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Over the map while its data is on the way (the basemap stays usable). */
export function MapLoadingBadge() {
  const { t } = useTranslation();
  return (
    <Box pos="absolute" top={8} left={8} style={{ zIndex: 2 }}>
      <Badge variant="white" color="gray" leftSection={<Loader size={10} />} role="status">
        {t('maps.map.fetching')}
      </Badge>
    </Box>
  );
}

/** Over the map when the period has nothing to show: "Aucun trajet sur cette période". */
export function MapEmptyNote({ title, text }: { title: ReactNode; text?: ReactNode }) {
  return (
    <Box
      pos="absolute"
      top="40%"
      left={0}
      right={0}
      display="flex"
      style={{ justifyContent: 'center', zIndex: 2, pointerEvents: 'none' }}
    >
      <Paper withBorder shadow="sm" p="md" radius="md" maw={360} ta="center" role="status">
        <IconMapOff size={24} aria-hidden />
        <Text fw={600}>{title}</Text>
        {text && (
          <Text fz="sm" c="dimmed">
            {text}
          </Text>
        )}
      </Paper>
    </Box>
  );
}
