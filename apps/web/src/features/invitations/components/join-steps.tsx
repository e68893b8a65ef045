import '@mantine/core/styles/Timeline.css';
import { Text, Timeline, Title } from '@mantine/core';
import { IconDeviceMobile, IconKey, IconRoute, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '@/lib/branding';

const STEPS = [
  { key: 'install', icon: IconDeviceMobile },
  { key: 'account', icon: IconUserPlus },
  { key: 'code', icon: IconKey },
  { key: 'move', icon: IconRoute },
] as const;

/** How to join an organisation with the mobile app, step by step. */
export function JoinSteps({ organisationName, inviteCode }: { organisationName: string; inviteCode: string }) {
  const { t } = useTranslation();
  const { name: brand } = useBranding();
  return (
    <section aria-labelledby="join-steps-title">
      <Title order={2} fz="h4" mb="md" id="join-steps-title">
        {t('invitations.share.steps_title')}
      </Title>
      <Timeline active={STEPS.length} bulletSize={32} lineWidth={2}>
        {STEPS.map(({ key, icon: Icon }) => (
          <Timeline.Item
            key={key}
            bullet={<Icon size={18} aria-hidden />}
            title={
              <Text fw={600} component="h3" fz="md" m={0}>
                {t(`invitations.share.steps.${key}.title`, { brand })}
              </Text>
            }
          >
            <Text fz="sm" c="dimmed">
              {t(`invitations.share.steps.${key}.body`, { brand, name: organisationName, code: inviteCode })}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
