import { Card, Divider, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Me } from '@mobiverte/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SignedInCardProps {
  me: Me;
  /** The organisation, city or merchant the account manages. */
  entityName: ReactNode;
  details?: ReactNode;
  badges?: ReactNode;
  /** Facts about the account, under a rule. */
  children?: ReactNode;
}

/**
 * The signed-in person's own name. `displayName` falls back to the organisation's or merchant's name, which
 * would show a co-admin as the owner: without a first or last name, the card shows the e-mail alone.
 */
function personalNameOf(me: Me): string {
  return [me.firstName, me.lastName].filter(Boolean).join(' ');
}

function initialsOf(me: Me): string {
  return (personalNameOf(me) || me.email)
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Who is signed in, and for which organisation, city or merchant. */
export function SignedInCard({ me, entityName, details, badges, children }: SignedInCardProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap" miw={0}>
          {/* Avatar's look (light brand, bold initials at 1/2.5 of its size) with a component of the entry. */}
          <ThemeIcon color="brand" variant="light" radius="xl" size={48} fz={19.2} fw={700} aria-hidden>
            {initialsOf(me)}
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Text fz="sm" c="dimmed">
              {personalNameOf(me)
                ? t('dashboard.signed_in_as', { name: personalNameOf(me), email: me.email })
                : t('dashboard.signed_in_as_email', { email: me.email })}
            </Text>
            <Text fz="xl" fw={700} c="bright">
              {entityName}
            </Text>
            {details && (
              <Text fz="sm" c="dimmed">
                {details}
              </Text>
            )}
          </Stack>
        </Group>
        {badges && <Group gap="xs">{badges}</Group>}
      </Group>
      {children && (
        <>
          <Divider my="md" />
          {children}
        </>
      )}
    </Card>
  );
}
