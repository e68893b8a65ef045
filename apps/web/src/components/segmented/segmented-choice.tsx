import { useId } from 'react';
import classes from './segmented-choice.module.css';

export interface SegmentedChoiceProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: string }[];
  /** Names the group for screen readers. */
  'aria-label': string;
  size?: 'sm' | 'md';
}

/**
 * One choice among a few, shown as segments: native radio buttons (arrow keys, one tab stop, forms read them)
 * styled in CSS. Mantine's SegmentedControl measures its segments to slide an indicator, which forces a layout
 * on every render: on a dashboard whose cards arrive one by one, that was a tenth of the page's main-thread work.
 */
export function SegmentedChoice<T extends string>({
  value,
  onChange,
  data,
  size = 'sm',
  'aria-label': label,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root} data-size={size}>
      {data.map((item) => (
        <label key={item.value} className={classes.segment}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
          />
          <span className={classes.label}>{item.label}</span>
        </label>
      ))}
    </div>
  );
}
