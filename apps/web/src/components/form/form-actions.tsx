import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormReadOnly } from './read-only';

interface FormActionsProps {
  form: { isDirty: () => boolean; reset: () => void };
  submitLabel: ReactNode;
  loading: boolean;
  /** Shows a button that puts the saved values back. */
  resetLabel?: ReactNode;
  /** False for a form that creates something: it may be sent as it opened. */
  requireChanges?: boolean;
  children?: ReactNode;
}

/**
 * The save (and reset) buttons at the end of a form: saving an unchanged form is impossible, and a read-only
 * form has no buttons at all. `children` go before them (e.g. a cancel link).
 */
export function FormActions({
  form,
  submitLabel,
  loading,
  resetLabel,
  requireChanges = true,
  children,
}: FormActionsProps) {
  const readOnly = useFormReadOnly();
  if (readOnly) return null;
  const unchanged = requireChanges && !form.isDirty();
  return (
    <Group justify="flex-end" gap="sm">
      {children}
      {resetLabel && (
        <Button variant="default" disabled={!form.isDirty() || loading} onClick={() => form.reset()}>
          {resetLabel}
        </Button>
      )}
      <Button type="submit" loading={loading} disabled={unchanged} leftSection={<IconDeviceFloppy size={18} />}>
        {submitLabel}
      </Button>
    </Group>
  );
}
