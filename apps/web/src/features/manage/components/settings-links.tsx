import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CITY_SETTINGS_KINDS, type Me } from '@mobiverte/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** Where each part of the programme is set: the settings' sections and the pages of the city's add-ons. */
export function SettingsLinks({ me }: { me: Me }) {
  const { t } = useTranslation();
  const links = [
    ...CITY_SETTINGS_KINDS.map((kind) => ({
      key: kind,
      to: `${paths.settings}#${kind}`,
      title: t(`city_settings.kinds.${kind}.title`),
      description: t(`city_settings.kinds.${kind}.description`),
    })),
    { key: 'access', to: `${paths.settings}?tab=access`, shown: me.isAdmin && !me.isExternal },
    { key: 'happy_hours', to: paths.happyHours.list, shown: me.addons.product },
    { key: 'organisations', to: paths.organisations.list },
    { key: 'stores', to: paths.stores.list, shown: me.addons.product },
    { key: 'categories', to: paths.categories.list, shown: me.addons.product && me.isAdmin },
    { key: 'challenges', to: paths.challenges.list, shown: me.addons.product },
  ]
    .filter((link) => !('shown' in link) || link.shown)
    .map((link) => ({
      ...link,
      title: 'title' in link ? link.title : t(`manage.links.${link.key}.title`),
      description: 'description' in link ? link.description : t(`manage.links.${link.key}.description`),
    }));
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('manage.links.title')}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {links.map((link) => (
            <Stack component="li" key={link.key} gap={2}>
              <Anchor component={Link} to={link.to} fw={600}>
                {link.title}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {link.description}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
