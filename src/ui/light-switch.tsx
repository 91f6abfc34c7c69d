import type { ChangeEvent } from 'react';
import classes from './light-switch.module.css';

interface LightSwitchProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * An on/off switch for the first screen: a native checkbox with role 'switch' inside its label
 * (keyboard and screen readers as Mantine's Switch), without Mantine's Switch and Input code
 * (about 5 KB gzip of the hostess screen's initial JavaScript).
 */
export function LightSwitch({ label, checked, disabled = false, onChange }: LightSwitchProps) {
  return (
    <label className={classes.root} data-disabled={disabled || undefined}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className={classes.input}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
      <span className={classes.track} aria-hidden>
        <span className={classes.thumb} />
      </span>
      <span>{label}</span>
    </label>
  );
}
