import { useEffect } from 'react';
import { recordPageView } from '../api/record-page-view';

/** Records a page view each time the path changes (after the page title is set). */
export function usePageViewTracking(pathname: string, title: string): void {
  useEffect(() => {
    recordPageView({ path: pathname, title: title || undefined });
    // Only a new path is a new view; a title that changes afterwards (language switch) is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
