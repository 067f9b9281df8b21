import { useId } from 'react';
import classes from './segmented-choice.module.css';

type Choice<Value extends string> = { value: Value; label: string; disabled?: boolean };

type SegmentedChoiceProps<Value extends string> = {
  data: Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'sm' | 'md';
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * A few choices side by side, one chosen: native radios (arrow keys move between them, a screen reader
 * reads a radio group) styled as segments. Used instead of Mantine's SegmentedControl, whose sliding
 * indicator measures the layout on every render (a forced layout on the order screen's start, issue 35).
 */
export function SegmentedChoice<Value extends string>({
  data,
  value,
  onChange,
  disabled = false,
  fullWidth = false,
  size = 'sm',
  ...names
}: SegmentedChoiceProps<Value>) {
  const groupName = useId();
  return (
    <div
      role="radiogroup"
      className={classes.root}
      data-full-width={fullWidth || undefined}
      data-size={size}
      aria-disabled={disabled || undefined}
      {...names}
    >
      {data.map((choice) => {
        const isDisabled = disabled || choice.disabled === true;
        return (
          <label
            key={choice.value}
            className={classes.option}
            data-checked={choice.value === value || undefined}
            data-disabled={isDisabled || undefined}
          >
            <input
              type="radio"
              className={classes.input}
              name={groupName}
              value={choice.value}
              checked={choice.value === value}
              disabled={isDisabled}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        );
      })}
    </div>
  );
}
