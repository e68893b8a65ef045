import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface InvitationProblemProps {
  title: ReactNode;
  message: ReactNode;
  action?: { label: ReactNode; to: string };
}

/** A link that cannot be used (expired, withdrawn, unknown): what happened and where to go next. */
export function InvitationProblem({ title, message, action }: InvitationProblemProps) {
  return (
    <Stack align="center" ta="center" gap="md" py="lg" role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
        <IconLinkOff size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={440}>
        {message}
      </Text>
      {action && (
        <Button component={Link} to={action.to}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
