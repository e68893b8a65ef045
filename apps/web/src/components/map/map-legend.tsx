import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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

/** Where a legend sits over the map. */
export function MapCorner({ children }: { children: ReactNode }) {
  return (
    <Box pos="absolute" bottom={28} right={8} style={{ zIndex: 2 }} data-map-corner>
      {children}
    </Box>
  );
}
