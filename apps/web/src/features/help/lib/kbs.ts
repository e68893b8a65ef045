import { IconBell, IconBuildingStore, IconBuildingCommunity, IconClock, IconTargetArrow } from '@tabler/icons-react';

/**
 * The city's knowledge base: one section per way of running the programme. Texts are
 * `help.kbs.sections.<id>.title/intro`, `.steps.<n>` (numbered from 1) and `.tips.<n>`.
 */
export const KBS_SECTIONS = [
  { id: 'challenges', icon: IconTargetArrow, steps: 5, tips: 3 },
  { id: 'happy_hours', icon: IconClock, steps: 4, tips: 3 },
  { id: 'notifications', icon: IconBell, steps: 4, tips: 3 },
  { id: 'shop', icon: IconBuildingStore, steps: 5, tips: 3 },
  { id: 'organisations', icon: IconBuildingCommunity, steps: 4, tips: 2 },
] as const;

export type KbsSection = (typeof KBS_SECTIONS)[number];

export const toNumberedKeys = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));
