import { Alert, Skeleton } from '@mantine/core';
import type { DayRange, MapConfig } from '@mobiverte/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';

interface MapPageFrameProps {
  config: UseQueryResult<MapConfig>;
  /** Null while the chosen range is incomplete. */
  range: DayRange | null;
  /** The page's data requests: the first that failed is shown with a retry above the map. */
  errors: readonly Pick<UseQueryResult, 'error' | 'refetch'>[];
  children: (config: MapConfig) => ReactNode;
}

/** What every map page shows before its map: the configuration loading or failing, an incomplete range, an error. */
export function MapPageFrame({ config, range, errors, children }: MapPageFrameProps) {
  const { t } = useTranslation();
  if (config.isPending) return <Skeleton h={520} radius="md" aria-label={t('maps.map.loading')} />;
  if (config.isError) return <QueryError error={config.error} onRetry={() => void config.refetch()} />;
  const failed = errors.find((query) => query.error);
  return (
    <>
      {!range && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
          {t('maps.filters.incomplete_range')}
        </Alert>
      )}
      {failed && <QueryError error={failed.error} onRetry={() => void failed.refetch()} />}
      {children(config.data)}
    </>
  );
}
