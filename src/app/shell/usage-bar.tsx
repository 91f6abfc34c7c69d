import type { CSSProperties } from 'react';
import classes from './usage-bar.module.css';

interface UsageBarProps {
  /** 0–100. */
  value: number;
  /** A Mantine colour name ('green', 'orange', 'red'). */
  color: string;
  label: string;
}

/** A thin progress bar (the drawer's credit balances). */
export function UsageBar({ value, color, label }: UsageBarProps) {
  return (
    <div className={classes.track}>
      <div
        className={classes.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        style={{ width: `${value}%`, '--bar-color': `var(--mantine-color-${color}-filled)` } as CSSProperties}
      />
    </div>
  );
}
