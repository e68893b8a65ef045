import {
  type Icon,
  IconAdjustments,
  IconBuildingCommunity,
  IconBuildingStore,
  IconCalendarX,
  IconFileSpreadsheet,
  IconHourglass,
  IconQrcode,
  IconReceiptRefund,
  IconRouteAltLeft,
  IconShoppingBag,
  IconTargetArrow,
  IconUsers,
} from '@tabler/icons-react';

/**
 * The city's knowledge base: one section per way of running the programme. Texts are
 * `help.kbs.sections.<id>.title/intro`, `.steps.<n>` (numbered from 1) and `.tips.<n>`.
 */
export const KBS_SECTIONS = [
  { id: 'shop', icon: IconBuildingStore, steps: 5, tips: 3 },
  { id: 'organisations', icon: IconBuildingCommunity, steps: 3, tips: 2 },
  { id: 'organisations_admin', icon: IconBuildingCommunity, steps: 4, tips: 2 },
  { id: 'challenges', icon: IconTargetArrow, steps: 5, tips: 3 },
  { id: 'trip_reviews', icon: IconRouteAltLeft, steps: 3, tips: 2 },
  { id: 'city_trips', icon: IconRouteAltLeft, steps: 5, tips: 3 },
  { id: 'programme_settings', icon: IconAdjustments, steps: 4, tips: 2 },
] as const;

/** The merchant's knowledge base (`/tenant/tenantKBS`), texts under `help.tenant_kbs.sections.<id>`. */
export const TENANT_KBS_SECTIONS = [
  { id: 'orders', icon: IconShoppingBag, steps: 4, tips: 2 },
  { id: 'codes', icon: IconQrcode, steps: 3, tips: 2 },
  { id: 'claims', icon: IconHourglass, steps: 3, tips: 2 },
  { id: 'expiry', icon: IconCalendarX, steps: 3, tips: 2 },
  { id: 'refunds', icon: IconReceiptRefund, steps: 3, tips: 2 },
  { id: 'exports', icon: IconFileSpreadsheet, steps: 3, tips: 2 },
  { id: 'co_admins', icon: IconUsers, steps: 3, tips: 2 },
] as const;

export type KbsSection = { id: string; icon: Icon; steps: number; tips: number };

export const toNumberedKeys = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));
