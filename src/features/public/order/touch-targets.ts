import classes from './touch-targets.module.css';

/** Radio and Checkbox `classNames`: the whole row answers a tap, 44 px tall (phones). */
export const CHOICE_ROW_CLASSES = {
  body: classes.choiceBody,
  labelWrapper: classes.choiceLabelWrapper,
  label: classes.choiceLabel,
};

/** SegmentedControl `classNames`: options 44 px tall. */
export const SEGMENT_CLASSES = { label: classes.segmentLabel };

/** The close button of a sheet or dialog, 44 px (Mantine's xl). */
export const CLOSE_BUTTON_PROPS = { 'aria-label': 'Cerrar', size: 'xl' } as const;
