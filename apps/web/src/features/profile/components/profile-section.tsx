import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of the profile form: a title, what its fields are for, and the fields. */
export function ProfileSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
