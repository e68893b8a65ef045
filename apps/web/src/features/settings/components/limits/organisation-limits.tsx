import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconEye, IconFlag, IconHandClick, IconReceipt, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { FormBody } from '@/components/form/read-only';
import { useLimits } from '../../api/get-limits';
import { type LimitKey, LimitForm } from './limit-form';

const LIMITS: { key: LimitKey; icon: typeof IconFlag }[] = [
  { key: 'challengePerUser', icon: IconFlag },
  { key: 'kmPerTrip', icon: IconRoute },
  { key: 'manualTrips', icon: IconHandClick },
  { key: 'transactionsOfUserPerPeriod', icon: IconReceipt },
];

/** The four limits of the organisation, each saved on its own; read-only co-admins read them as text. */
export function OrganisationLimits({ organisationId, readOnly }: { organisationId: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const limits = useLimits(organisationId);
  if (limits.isError) return <QueryError error={limits.error} onRetry={() => void limits.refetch()} />;
  return (
    <Stack gap="lg">
      {readOnly && (
        <Alert color="orange" variant="light" icon={<IconEye size={20} />}>
          {t('limits.read_only')}
        </Alert>
      )}
      <FormBody readOnly={readOnly}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {LIMITS.map(({ key, icon: Icon }) =>
            limits.data ? (
              <LimitForm
                key={key}
                limitKey={key}
                limits={limits.data}
                organisationId={organisationId}
                icon={<Icon size={22} />}
              />
            ) : (
              <Skeleton key={key} h={220} radius="md" />
            ),
          )}
        </SimpleGrid>
      </FormBody>
    </Stack>
  );
}
