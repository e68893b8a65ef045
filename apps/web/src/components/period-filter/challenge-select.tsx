import { Select, type SelectProps } from '@mantine/core';

/** Mantine's Select (its Combobox and Popover) in a module of its own: only the challenges period shows it. */
export function ChallengeSelect(props: SelectProps) {
  return <Select {...props} />;
}
