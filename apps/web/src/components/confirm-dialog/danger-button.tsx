import { Button, type ButtonProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface DangerButtonProps extends Pick<ButtonProps, 'loading' | 'disabled' | 'leftSection'> {
  onClick: () => void;
  children: ReactNode;
}

/**
 * Every action that removes or ends something looks the same (red outline, a bin by default) and sits in the
 * page header's actions; it opens `useConfirm` with `danger`.
 */
export function DangerButton({ onClick, children, leftSection, ...props }: DangerButtonProps) {
  return (
    <Button
      color="red.9"
      variant="outline"
      leftSection={leftSection ?? <IconTrash size={16} />}
      onClick={onClick}
      {...props}
    >
      {children}
    </Button>
  );
}
