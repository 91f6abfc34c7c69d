/** Values a location's message templates may use: {name}, {business}, {date}, {url}. */
export interface TemplateValues {
  name: string;
  business: string;
  /** The booking's date and time, already formatted for the customer ('' for waitlist entries). */
  date: string;
  url: string;
}

/** Fills a message template; an unknown {token} stays as written. */
export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{(name|business|date|url)\}/g, (_, key: keyof TemplateValues) => values[key]);
}

const customerDateFormats = new Map<string, Intl.DateTimeFormat>();

/** A booking time as the customer reads it in a message: 'sábado 28 de noviembre, 19:30'. */
export function formatCustomerDate(instant: Date, timeZone: string): string {
  let format = customerDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es-MX', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    customerDateFormats.set(timeZone, format);
  }
  return format.format(instant);
}
