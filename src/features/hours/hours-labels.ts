import type { DAYS_OF_WEEK, HOURS_TYPES } from '../../domain/contract/hours';
import { HOURS_TIME_CHOICES } from '../../domain/rules/hours-rules';

export const DAY_LABELS: Record<(typeof DAYS_OF_WEEK)[number], { short: string; long: string }> = {
  monday: { short: 'Lun', long: 'Lunes' },
  tuesday: { short: 'Mar', long: 'Martes' },
  wednesday: { short: 'Mié', long: 'Miércoles' },
  thursday: { short: 'Jue', long: 'Jueves' },
  friday: { short: 'Vie', long: 'Viernes' },
  saturday: { short: 'Sáb', long: 'Sábado' },
  sunday: { short: 'Dom', long: 'Domingo' },
};

export const HOURS_TYPE_LABELS: Record<(typeof HOURS_TYPES)[number], string> = {
  service: 'Atención en el local',
  booking: 'Reservaciones',
  waitlist: 'Lista de espera',
  delivery: 'Entrega a domicilio',
};

/** The time selects' options: a blank one, then every 15 minutes (02 §9). */
export const TIME_OPTIONS = [{ value: '', label: '--:--' }, ...HOURS_TIME_CHOICES];
