import '@mantine/dates/styles.css';
// Mantine's pickers name months and days with dayjs: Spanish loads with the picker, not with the app.
import 'dayjs/locale/es';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { IconCalendarClock } from '@tabler/icons-react';
import { formatDateTime } from '../../../ui/report/report-format';
import { toLocalInput } from './campaign-form';

interface ScheduledTimeInputProps {
  /** `YYYY-MM-DDTHH:mm` in the browser's time; '' when cleared. */
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  now: Date;
}

/** The picker's own value ('YYYY-MM-DD HH:mm:ss') and ours ('YYYY-MM-DDTHH:mm'), both local. */
const toPicker = (value: string) => (value ? `${value.replace('T', ' ')}:00` : null);
const fromPicker = (value: string | null) => (value ? value.slice(0, 16).replace(' ', 'T') : '');

/**
 * The campaign's send time (01 §5.4, §9): a Spanish calendar and a time in 15-minute steps, shown
 * as the rest of the app writes instants ('28 nov 2026, 7:15 p.m.'); no day before today.
 */
export function ScheduledTimeInput({ value, onChange, error, now }: ScheduledTimeInputProps) {
  return (
    <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
      <DateTimePicker
        label="Fecha y hora de envío"
        leftSection={<IconCalendarClock size={18} aria-hidden />}
        value={toPicker(value)}
        onChange={(next) => onChange(fromPicker(next))}
        valueFormat={(picked) => formatDateTime(picked.replace(' ', 'T'))}
        minDate={toLocalInput(now).slice(0, 10)}
        timePickerProps={{
          format: '12h',
          minutesStep: 15,
          amPmLabels: { am: 'a.m.', pm: 'p.m.' },
          'aria-label': 'Hora de envío',
        }}
        submitButtonProps={{ 'aria-label': 'Aceptar' }}
        error={error}
        w={{ base: '100%', sm: 320 }}
      />
    </DatesProvider>
  );
}
