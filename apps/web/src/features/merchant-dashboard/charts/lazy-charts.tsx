import { lazy } from 'react';

/** @mantine/charts and recharts load after the figures. */
export const OrdersOverTimeChart = lazy(() =>
  import('./orders-over-time-chart').then((module) => ({ default: module.OrdersOverTimeChart })),
);
