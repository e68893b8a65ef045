import { Alert, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useBranchOptions } from '@/lib/api/branch-options';
import type { ChallengeDetail } from '../api/get-challenge';
import { useChallengeTemplates } from '../api/get-challenge-templates';
import { useCreateChallenge } from '../api/create-challenge';
import { useUpdateChallenge } from '../api/update-challenge';
import { toChallengeBody, toChallengeFormValues, type ChallengeSource } from '../lib/challenge-form';
import { toChallengeSource, toStoredFacts } from '../lib/challenge-source';
import { BackToChallenges } from './back-to-challenges';
import { ChallengeForm, type ChallengeFormMode, type Option } from './challenge-form';

interface ChallengeEditorProps {
  mode: ChallengeFormMode;
  /** The challenge edited (edit) or copied (create). */
  challenge?: ChallengeDetail;
  /** Where a new challenge's values come from (a copy); empty otherwise. */
  source?: ChallengeSource | null;
  /** The organisations of the city the challenge may be sent to (sending page). */
  organisations?: Option[];
  /** The picker's search text, for the page to ask the server for the organisations it names. */
  onOrganisationsSearch?: (search: string) => void;
  /** Above the form (the sending page's limit). */
  notice?: ReactNode;
}

/** The create, edit and send pages: the form, its templates and branches, saving and where it goes next. */
export function ChallengeEditor({
  mode,
  challenge,
  source = null,
  organisations,
  onOrganisationsSearch,
  notice,
}: ChallengeEditorProps) {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const timeZone = me.city.timezone;
  const templates = useChallengeTemplates(mode !== 'edit');
  const branches = useBranchOptions(me.role === 'organisation');
  const create = useCreateChallenge();
  const update = useUpdateChallenge();
  const mayWrite = canUse(me, 'challenges.write');
  const editable = mode !== 'edit' || Boolean(challenge?.editable);

  if (!mayWrite || !editable) {
    return (
      <Stack gap="lg">
        <BackToChallenges to={challenge ? paths.challenges.infoOf(challenge.id) : undefined} />
        <PageHeader />
        <Alert color="blue" icon={<IconInfoCircle size={20} />} title={t('challenges.form.read_only_title')}>
          {t('challenges.form.read_only')}
        </Alert>
      </Stack>
    );
  }

  const initialValues = toChallengeFormValues(challenge ? toChallengeSource(challenge) : source, timeZone);
  const submit = (values: typeof initialValues, status: 'draft' | 'active') => {
    const body = toChallengeBody(values, { timeZone, status, sending: mode === 'send' });
    return challenge && mode === 'edit'
      ? update.mutateAsync({ challengeId: challenge.id, body })
      : create.mutateAsync(body);
  };

  return (
    <Stack gap="lg">
      <BackToChallenges to={challenge && mode === 'edit' ? paths.challenges.infoOf(challenge.id) : undefined} />
      <PageHeader title={challenge && mode === 'edit' ? challenge.name : undefined} />
      {notice}
      {mode !== 'edit' && templates.isPending ? (
        <Skeleton h={120} />
      ) : (
        <ChallengeForm
          key={challenge?.updatedAt ?? 'new'}
          mode={mode}
          initialValues={initialValues}
          timeZone={timeZone}
          stored={challenge && mode === 'edit' ? toStoredFacts(challenge) : null}
          templates={templates.data ?? []}
          branches={branches.data ?? []}
          organisations={organisations}
          onOrganisationsSearch={onOrganisationsSearch}
          cityWide={me.role === 'city'}
          onSubmit={submit}
          onSaved={(saved, status) => {
            const message =
              mode === 'send'
                ? 'challenges.save.sent'
                : mode === 'edit' && challenge?.status === 'active'
                  ? 'challenges.save.updated'
                  : status === 'draft'
                    ? 'challenges.save.draft_saved'
                    : 'challenges.save.published';
            notifications.show({ color: 'brand', message: t(message) });
            void navigate(paths.challenges.infoOf(saved.id));
          }}
        />
      )}
    </Stack>
  );
}
