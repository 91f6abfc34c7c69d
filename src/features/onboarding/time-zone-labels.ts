import { MEXICO_TIME_ZONES } from '../../domain/contract/onboarding';

type MexicoTimeZone = (typeof MEXICO_TIME_ZONES)[number];

/** Mexico's time zones by the city people know them by. */
const TIME_ZONE_LABELS: Record<MexicoTimeZone, string> = {
  'America/Mexico_City': 'Ciudad de México',
  'America/Cancun': 'Cancún',
  'America/Merida': 'Mérida',
  'America/Monterrey': 'Monterrey',
  'America/Matamoros': 'Matamoros',
  'America/Chihuahua': 'Chihuahua',
  'America/Ciudad_Juarez': 'Ciudad Juárez',
  'America/Ojinaga': 'Ojinaga',
  'America/Mazatlan': 'Mazatlán',
  'America/Bahia_Banderas': 'Bahía de Banderas',
  'America/Hermosillo': 'Hermosillo',
  'America/Tijuana': 'Tijuana',
};

export const TIME_ZONE_OPTIONS = MEXICO_TIME_ZONES.map((zone) => ({
  value: zone,
  label: TIME_ZONE_LABELS[zone],
}));
