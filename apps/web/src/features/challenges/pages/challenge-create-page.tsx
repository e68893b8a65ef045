import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useChallenge } from '../api/get-challenge';
import { ChallengeEditor } from '../components/challenge-editor';
import { toDuplicateSource } from '../lib/challenge-source';

/** A new challenge; `?from=<id>` starts from a copy of another one (the "Dupliquer" action). */
export function ChallengeCreatePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const fromId = searchParams.get('from') ?? undefined;
  const original = useChallenge(fromId);
  if (fromId && original.isPending) return <Skeleton h={320} />;
  const source = original.data
    ? toDuplicateSource(original.data, t('challenges.duplicate.name', { name: original.data.name }))
    : null;
  return <ChallengeEditor key={fromId ?? 'new'} mode="create" source={source} />;
}
