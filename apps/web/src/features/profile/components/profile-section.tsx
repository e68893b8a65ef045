import { Card } from '@mantine/core';
import type { ComponentProps } from 'react';
import { FormSection } from '@/components/form/form-section';

/** A card of the profile form: a title, what its fields are for, and the fields. */
export function ProfileSection(props: ComponentProps<typeof FormSection>) {
  return (
    <Card>
      <FormSection {...props} />
    </Card>
  );
}
