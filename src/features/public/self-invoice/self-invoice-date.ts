const longDate = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A local day 'YYYY-MM-DD' in Spanish: '31 de marzo de 2031'. */
export const formatSpanishDay = (day: string) => longDate.format(new Date(`${day}T12:00:00Z`));
