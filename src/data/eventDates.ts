// Written out rather than Intl.DateTimeFormat: the first Intl object loads the locale's data, a ~30 ms task on
// a phone at start-up, for three words of English.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** 'YYYY-MM-DD' (a local calendar day) -> 'Fri, Jul 10', as en-US writes it. */
export function formatEventDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const local = new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  return `${WEEKDAYS[local.getDay()]}, ${MONTHS[local.getMonth()]} ${local.getDate()}`;
}
