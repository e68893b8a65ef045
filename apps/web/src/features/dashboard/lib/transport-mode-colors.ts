import type { MantineColor } from '@mantine/core';
import type { TransportMode } from '@mobiverte/contracts';

/** One colour per transport mode, the same in every chart: greens for cycling, blues for transit. */
export const TRANSPORT_MODE_COLORS: Record<TransportMode, MantineColor> = {
  still: 'gray.5',
  walk: 'teal.6',
  run: 'cyan.6',
  bike: 'green.7',
  electric_bicycle: 'lime.7',
  fat_bike: 'green.4',
  roller_blade: 'pink.6',
  skate: 'grape.5',
  skiing: 'indigo.3',
  snowshoes: 'blue.3',
  bus: 'blue.7',
  train: 'indigo.7',
  metro: 'violet.6',
  carpool: 'orange.6',
  carpool_electric_car: 'yellow.6',
  electric_car: 'yellow.8',
  scooter: 'red.5',
  motorcycle: 'red.8',
  wfh: 'gray.7',
  other: 'gray.6',
  car: 'dark.4',
};
