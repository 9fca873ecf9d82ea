// Intl may put narrow no-break spaces before AM/PM; plain spaces read and copy better.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const scheduledFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Wed, Apr 1, 2026, 3:00 PM", or "Not scheduled" without a date. */
export function formatScheduledAt(iso: string | null): string {
  return iso === null ? 'Not scheduled' : plain(scheduledFormat.format(new Date(iso)));
}

/** "Mar 15, 2026". */
export function formatDay(iso: string): string {
  return plain(dayFormat.format(new Date(iso)));
}

/** "45 min", or "Not set". */
export function formatMinutes(minutes: number | null): string {
  return minutes === null ? 'Not set' : `${minutes} min`;
}
