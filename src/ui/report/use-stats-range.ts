import { useState } from 'react';
import type { DateRange } from './date-range-fields';
import { useLocationToday } from './use-location-today';

/** A stats screen's location and period, today by default (02 §9). */
export function useStatsRange() {
  const { locationId, today } = useLocationToday();
  const [range, setRange] = useState<DateRange>({ date_from: today, date_to: today });
  return { locationId, range, setRange };
}
