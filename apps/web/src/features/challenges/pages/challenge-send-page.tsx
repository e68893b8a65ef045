import { Skeleton, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { canSendAnotherChallenge } from '@mobiverte/contracts';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { useState } from 'react';
import { useChallengeConfiguration } from '../api/get-challenge-configuration';
import { useRecipientOrganisations } from '../api/get-recipient-organisations';
import { BackToChallenges } from '../components/back-to-challenges';
import { ChallengeEditor } from '../components/challenge-editor';
import { SendLimitNotice } from '../components/send-limit-notice';

/**
 * A challenge sent to other organisations of the city: each receives it pending and accepts or declines it. The
 * city's limit on challenges sent at once applies: once reached, the form gives way to the reason.
 */
export function ChallengeSendPage() {
  const configuration = useChallengeConfiguration();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const found = useRecipientOrganisations(debouncedSearch).data;
  // The organisations already offered keep their names once picked, whatever the search shows next.
  const [known, setKnown] = useState(new Map<string, string>());
  if (found?.some((organisation) => known.get(organisation.id) !== organisation.name)) {
    setKnown(new Map([...known, ...found.map((organisation) => [organisation.id, organisation.name] as const)]));
  }
  const organisations = [...known].map(([value, label]) => ({ value, label }));
  if (configuration.isError) {
    return <QueryError error={configuration.error} onRetry={() => void configuration.refetch()} />;
  }
  if (!configuration.data) return <Skeleton h={320} />;
  const { sendLimit, sentCount } = configuration.data;
  if (!canSendAnotherChallenge(sendLimit, sentCount ?? 0)) {
    return (
      <Stack gap="lg">
        <BackToChallenges />
        <PageHeader />
        <SendLimitNotice configuration={configuration.data} />
      </Stack>
    );
  }
  return (
    <ChallengeEditor
      mode="send"
      organisations={organisations}
      onOrganisationsSearch={setSearch}
      notice={<SendLimitNotice configuration={configuration.data} />}
    />
  );
}
