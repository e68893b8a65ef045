import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageViewTracking } from '@/features/analytics/hooks/use-page-view-tracking';
import { useBranding } from '@/lib/branding';
import { usePageMeta } from '@/lib/route-meta';
import { formatDocumentTitle } from './document-title';

/** On every path change: the document title, a scroll back to the top and a page view. */
export function RouteEffects() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const meta = usePageMeta();
  const { name } = useBranding();
  const title = formatDocumentTitle(meta ? t(meta.titleKey) : null, name);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  usePageViewTracking(pathname, title);
  return null;
}
