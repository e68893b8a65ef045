import { Radio, Stack, Title } from '@mantine/core';

/**
 * When a message goes out (a draft, now, at a planned time…): the sending card's title and one radio per choice
 * with its hint. News, emails and notifications share it; each keeps its own planned-time fields below.
 */
export function ScheduleChoice<Value extends string>({
  title,
  value,
  choices,
  label,
  hint,
  onChange,
}: {
  title: string;
  value: Value;
  choices: readonly Value[];
  label: (choice: Value) => string;
  hint: (choice: Value) => string;
  onChange: (choice: Value) => void;
}) {
  return (
    <>
      <Title order={2} fz="h4">
        {title}
      </Title>
      <Radio.Group aria-label={title} value={value} onChange={(choice) => onChange(choice as Value)}>
        <Stack gap="sm">
          {choices.map((choice) => (
            <Radio key={choice} value={choice} label={label(choice)} description={hint(choice)} />
          ))}
        </Stack>
      </Radio.Group>
    </>
  );
}
