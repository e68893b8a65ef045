import '@mantine/dates/styles.css';

/** Loaded by `lazy-date-inputs.tsx` the first time a date input shows, with the date pickers' stylesheet. */
export { DateInput, DatePickerInput } from '@mantine/dates';
