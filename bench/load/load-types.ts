import type { LatLng } from '../../apps/server/src/demo/builders/polyline.builder.ts';
import type { BenchRequest } from '../stats/stats-endpoints.ts';

export type LoadKind = 'dashboard' | 'trips' | 'spend';

/** What the load thread needs: every token is signed in before the clock starts. */
export type LoadSetup = {
  urls: string[];
  origin: string;
  clients: number;
  seconds: number;
  seed: number;
  runId: string;
  mix: Record<LoadKind, number>;
  /** The organisation's and the city's statistics, each with its admin's token. */
  dashboards: { token: string; request: BenchRequest }[];
  /** `busy`: the participant's trips of the last week ([start, end] in ms), which the load's trips must not overlap. */
  participants: { id: string; token: string; centre: LatLng; busy: [number, number][] }[];
  products: { id: string; greenpoints: number }[];
};

export type LoadReport = {
  /** Durations (ms) of the answered requests, by kind. */
  samples: Record<LoadKind, number[]>;
  /** `kind status [code]` → count. */
  outcomes: Record<string, number>;
  /** Outcome of each posted trip (`counted`, `not_counted (reason)`…) → count. */
  trips: Record<string, number>;
  sent: number;
};
