import { Card, Stack, Title } from '@mantine/core';
import type { Me } from '@mobiverte/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '@/components/fact-list/fact-list';
import { useFormatters } from '@/lib/use-formatters';
import type { OrganisationProfile } from '../api/get-organisation-profile';

/**
 * When the account was created and last used, beside the profile. A co-admin first reads who they are and
 * what they may do: the organisation's login e-mail is not theirs.
 */
export function AccountFactsCard({
  profile,
  me,
}: {
  profile: OrganisationProfile;
  me: Pick<Me, 'isExternal' | 'canEdit' | 'displayName' | 'email'>;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const accountFacts: [string, ReactNode][] = [
    [t('fields.login_email'), profile.email],
    [t('profile.facts.created_at'), format.date(profile.createdAt)],
    [t('profile.facts.last_login'), profile.lastLogin ? format.dateTime(profile.lastLogin) : t('profile.facts.never')],
  ];
  return (
    <Card>
      <Stack gap="sm">
        {me.isExternal && (
          <>
            <Title order={2} fz="h4">
              {t('profile.facts.you')}
            </Title>
            <FactList
              items={[
                [t('profile.facts.name'), me.displayName],
                [t('fields.login_email'), me.email],
                [t('profile.facts.rights'), me.canEdit ? t('profile.facts.can_edit') : t('profile.facts.read_only')],
              ]}
            />
          </>
        )}
        <Title order={2} fz="h4" mt={me.isExternal ? 'sm' : undefined}>
          {me.isExternal ? t('profile.facts.organisation_account') : t('profile.facts.title')}
        </Title>
        <FactList items={accountFacts} />
      </Stack>
    </Card>
  );
}
