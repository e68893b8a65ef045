import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Me } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';

/** The add-ons and features granted to the city, each on or off, with what it opens. */
export function AddonsCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const items = [
    { key: 'product', on: me.addons.product },
    { key: 'carpooling_app', on: me.features.c19_carpooling_app.granted },
    { key: 'carpool_events', on: me.addons.carpoolEvents },
    { key: 'mailerlite', on: me.addons.mailerlite },
    { key: 'challenge_between_organisations', on: me.addons.challengeBetweenOrganisations },
  ];
  return (
    <Card h="100%">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('manage.addons.title')}
        </Title>
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map(({ key, on }) => (
            <Group component="li" key={key} justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={0} miw={0}>
                <Text fw={600} fz="sm">
                  {t(`manage.addons.items.${key}.title`)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t(`manage.addons.items.${key}.description`)}
                </Text>
              </Stack>
              <Badge variant="light" color={on ? 'brand' : 'gray'} style={{ flexShrink: 0 }}>
                {on ? t('manage.addons.on') : t('manage.addons.off')}
              </Badge>
            </Group>
          ))}
        </Stack>
        <Text fz="xs" c="dimmed">
          {t('manage.addons.hint')}
        </Text>
      </Stack>
    </Card>
  );
}
