import { Skeleton } from '@mantine/core';
import { useParams } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { NotFound } from '@/components/not-found/not-found';
import { hasErrorCode } from '@/lib/api-error';
import { useChallenge } from '../api/get-challenge';
import { ChallengeEditor } from '../components/challenge-editor';

/** A saved challenge's form: a running one keeps its goal types and its start. */
export function ChallengeEditPage() {
  const { challengeId = '' } = useParams();
  const challenge = useChallenge(challengeId);
  if (hasErrorCode(challenge.error, 'not_found', 'validation_failed')) return <NotFound />;
  if (challenge.isError) return <QueryError error={challenge.error} onRetry={() => void challenge.refetch()} />;
  if (!challenge.data) return <Skeleton h={320} />;
  return <ChallengeEditor mode="edit" challenge={challenge.data} />;
}
