import { lazy } from 'react';

/** The chart loads after the figures. */
export const OrdersOverTimeChart = lazy(() =>
  import('./orders-over-time-chart').then((module) => ({ default: module.OrdersOverTimeChart })),
);
