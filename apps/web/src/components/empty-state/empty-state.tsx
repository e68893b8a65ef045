import { Button, EmptyState as MantineEmptyState } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** What a person can do from an empty screen: a link to another page or a handler (e.g. open a form). */
export type EmptyStateAction = { label: string; icon?: ReactNode } & ({ to: string } | { onClick: () => void });

interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  action?: EmptyStateAction;
  icon?: ReactNode;
}

function ActionButton({ action }: { action: EmptyStateAction }) {
  return 'to' in action ? (
    <Button component={Link} to={action.to} leftSection={action.icon}>
      {action.label}
    </Button>
  ) : (
    <Button onClick={action.onClick} leftSection={action.icon}>
      {action.label}
    </Button>
  );
}

/** An empty list or screen: what is missing, why, and the one action that fills it. */
export function EmptyState({ title, text, action, icon }: EmptyStateProps) {
  return (
    <MantineEmptyState
      py="xl"
      size="sm"
      icon={icon ?? <IconDatabaseOff size={28} aria-hidden />}
      withIndicatorBackground
      title={title}
      description={text}
    >
      {action && (
        <MantineEmptyState.Actions>
          <ActionButton action={action} />
        </MantineEmptyState.Actions>
      )}
    </MantineEmptyState>
  );
}
