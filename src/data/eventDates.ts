const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** 'YYYY-MM-DD' (a local calendar day) -> 'Fri, Jul 10'. */
export function formatEventDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return DAY_FORMAT.format(new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}
