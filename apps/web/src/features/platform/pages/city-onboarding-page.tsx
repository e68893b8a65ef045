import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { CityOnboardingResult } from '@mobiverte/contracts';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CityOnboardingForm } from '../components/city-onboarding-form';

type Created = CityOnboardingResult & { cityName: string };

/** What was created, and a way to create the next city (the token stays filled in). */
function CityCreated({ created, onAnother }: { created: Created; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('platform.created.title')}
      </Title>
      <Alert color="brand" variant="light" icon={<IconCircleCheck size={22} />} role="status">
        <Stack gap={6}>
          <Text fw={600}>{t('platform.created.city', { name: created.cityName })}</Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{t('platform.created.mail', { email: created.adminEmail })}</Text>
        </Stack>
      </Alert>
      <Text fz="sm" c="dimmed">
        {t('platform.created.next_steps')}
      </Text>
      <Group>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAnother}>
          {t('platform.created.another')}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/platform/onboarding`: a platform operator creates a city and its first administrator (not in any menu). */
export function CityOnboardingPage() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<Created | null>(null);
  if (created) return <CityCreated created={created} onAnother={() => setCreated(null)} />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('platform.title')}
        </Title>
        <Text c="dimmed">{t('platform.description')}</Text>
      </Stack>
      <CityOnboardingForm onCreated={setCreated} />
    </Stack>
  );
}
