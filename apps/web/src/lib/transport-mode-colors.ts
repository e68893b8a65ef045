import type { MantineColor } from '@mantine/core';
import type { TransportMode } from '@mobiverte/contracts';

/**
 * One colour per transport mode, the same in every chart: greens and teals for active modes, blues for
 * transit, warm colours for shared and electric cars, greys for the rest. Neighbours in a typical
 * breakdown (bus, metro, train, carpool, electric car) are far apart.
 */
export const TRANSPORT_MODE_COLORS: Record<TransportMode, MantineColor> = {
  walk: 'teal.5',
  run: 'cyan.4',
  bike: 'green.7',
  electric_bicycle: 'lime.6',
  fat_bike: 'green.4',
  roller_blade: 'pink.4',
  skate: 'grape.3',
  skiing: 'indigo.2',
  snowshoes: 'blue.2',
  bus: 'blue.7',
  train: 'cyan.8',
  metro: 'violet.4',
  carpool: 'orange.6',
  carpool_electric_car: 'yellow.5',
  electric_car: 'pink.7',
  scooter: 'red.5',
  motorcycle: 'red.8',
  wfh: 'gray.7',
  other: 'gray.5',
  still: 'gray.3',
  car: 'dark.4',
};
