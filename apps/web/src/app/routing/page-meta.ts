import type { RouteMeta } from '@/lib/route-meta';

/** Every page with a translated title and description (`pages.<page>.title` / `.description`). */
export const PAGES = [
  'organisation_login',
  'city_login',
  'forgot_password',
  'reset_password',
  'register_organisation',
  'confirm_email',
  'organisation_dashboard',
  'city_dashboard',
  'tenant_dashboard',
  'carpool_events',
  'carpool_event',
  'profile',
  'branches',
  'branch',
  'settings',
  'faq',
  'kbs',
  'confirm_invitation',
  'share_invitation',
  'register_tenant',
  'confirm_tenant',
  'stores',
  'store_profile',
  'tenant_profile_add',
  'tenant_profile',
  'categories',
  'category',
  'products',
  'product_add',
  'product_edit',
  'product_codes',
  'orders',
  'order',
  'tenant_kbs',
  'not_found',
] as const;
export type Page = (typeof PAGES)[number];

/** The route `handle` of a page; `wide` widens the card of public pages. */
export function pageMeta(page: Page, extra: { wide?: boolean } = {}): RouteMeta & { wide?: boolean } {
  return { titleKey: `pages.${page}.title`, descriptionKey: `pages.${page}.description`, ...extra };
}
