import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A group of a form's fields: a title, what its fields are for, and the fields. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" component="section">
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
  );
}
