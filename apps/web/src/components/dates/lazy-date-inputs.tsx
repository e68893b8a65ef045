import { TextInput } from '@mantine/core';
import type { DateInputProps, DatePickerInputProps, DatePickerType } from '@mantine/dates';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * `@mantine/dates`'s inputs (about 13 kB compressed with their calendar and stylesheet) load the first time
 * one shows: the dashboards' period filter shows them only for a date range. Until then a disabled input of
 * the same label, hint and width holds their place, so that nothing moves when they arrive.
 */
const loadDateInputs = () => import('./date-inputs').then((module) => module.dayjsLocaleReady.then(() => module));

const LazyDatePickerInput = lazy(() =>
  loadDateInputs().then((module) => ({ default: module.DatePickerInput })),
) as unknown as ComponentType<DatePickerInputProps<DatePickerType>>;

const LazyDateInput = lazy(() => loadDateInputs().then((module) => ({ default: module.DateInput })));

interface PlaceholderProps {
  label?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  miw?: DateInputProps['miw'];
  maw?: DateInputProps['maw'];
}

function DateInputPlaceholder({ label, description, placeholder, miw, maw }: PlaceholderProps) {
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={placeholder}
      miw={miw}
      maw={maw}
      disabled
      aria-hidden
    />
  );
}

export function DatePickerInput<Type extends DatePickerType = 'default'>(props: DatePickerInputProps<Type>) {
  return (
    <Suspense fallback={<DateInputPlaceholder {...props} />}>
      <LazyDatePickerInput {...(props as DatePickerInputProps<DatePickerType>)} />
    </Suspense>
  );
}

export function DateInput(props: DateInputProps) {
  return (
    <Suspense fallback={<DateInputPlaceholder {...props} />}>
      <LazyDateInput {...props} />
    </Suspense>
  );
}
