import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconListDetails } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LegendEntry {
  key: string;
  color: string;
  label: ReactNode;
  /** Drawn hatched (the areas under the privacy threshold). */
  hatched?: boolean;
  /** A line (corridors) rather than a square (areas, cells) or a dot (clusters). */
  shape?: 'square' | 'line' | 'dot';
}

const HATCH = 'repeating-linear-gradient(45deg, rgba(107,114,128,0.8) 0 2px, rgba(107,114,128,0.15) 2px 6px)';

function Swatch({ color, hatched, shape = 'square' }: Pick<LegendEntry, 'color' | 'hatched' | 'shape'>) {
  const size = shape === 'line' ? { w: 22, h: 4 } : { w: 14, h: 14 };
  return (
    <Box
      aria-hidden
      {...size}
      style={{
        flex: 'none',
        background: hatched ? HATCH : color,
        borderRadius: shape === 'dot' ? '50%' : 2,
        border: '1px solid rgba(0,0,0,0.15)',
      }}
    />
  );
}

/** A map's legend, in the page's HTML (the offline basemap has no fonts): a title and its entries. */
export function MapLegend({
  title,
  entries,
  note,
}: {
  title: ReactNode;
  entries: readonly LegendEntry[];
  note?: ReactNode;
}) {
  return (
    <Paper withBorder shadow="xs" p="xs" radius="md" maw={260} style={{ fontSize: 'var(--mantine-font-size-xs)' }}>
      <Stack gap={6}>
        <Text fz="xs" fw={600}>
          {title}
        </Text>
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <Group key={entry.key} gap={8} wrap="nowrap" component="li">
              <Swatch color={entry.color} hatched={entry.hatched} shape={entry.shape} />
              <Text fz="xs">{entry.label}</Text>
            </Group>
          ))}
        </Stack>
        {note && (
          <Text fz="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Where a legend sits over the map. On a phone (under 36em) it would cover much of the map: it starts folded to
 * a « Légende » button, opened and closed by the admin.
 */
export function MapCorner({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box pos="absolute" bottom={28} right={8} style={{ zIndex: 2 }} data-map-corner>
      {narrow ? (
        <Stack gap={4} align="flex-end">
          {open && <div id={id}>{children}</div>}
          <Button
            size="compact-xs"
            variant="white"
            color="dark"
            leftSection={<IconListDetails size={14} aria-hidden />}
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((value) => !value)}
            style={{ boxShadow: 'var(--mantine-shadow-xs)' }}
          >
            {open ? t('maps.map.legend_hide') : t('maps.map.legend_show')}
          </Button>
        </Stack>
      ) : (
        children
      )}
    </Box>
  );
}
