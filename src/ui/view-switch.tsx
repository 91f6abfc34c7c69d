import { Button } from '@mantine/core';
import { useId } from 'react';
import classes from './view-switch.module.css';

export interface ViewSwitchOption<T extends string> {
  value: T;
  label: string;
}

interface ViewSwitchProps<T extends string> {
  /** The group's accessible name. */
  'aria-label': string;
  data: readonly ViewSwitchOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * A light segmented control (Mantine's SegmentedControl costs about 3 KB and its positioning code
 * on the first screen): attached buttons, each a label around a native radio, so the group is a
 * radio group to assistive technology and the arrow keys move between the options.
 */
export function ViewSwitch<T extends string>({ data, value, onChange, ...props }: ViewSwitchProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={props['aria-label']}>
      <Button.Group>
        {data.map((option) => {
          const checked = option.value === value;
          return (
            <Button
              key={option.value}
              component="label"
              className={classes.option}
              variant={checked ? 'filled' : 'default'}
              data-active={checked || undefined}
            >
              <input
                type="radio"
                className={classes.input}
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </Button>
          );
        })}
      </Button.Group>
    </div>
  );
}
