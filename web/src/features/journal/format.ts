/** A journal entry's full date for the reading view, e.g. "March 15, 2026 at 12:00 PM". */
const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

export function formatEntryDate(iso: string): string {
  // Intl may use narrow no-break spaces before AM/PM; plain spaces read and copy better.
  return fullDate.format(new Date(iso)).replace(/[\u202f\u00a0]/g, ' ');
}
