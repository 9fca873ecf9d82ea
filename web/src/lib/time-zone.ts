/** The browser's IANA time zone ("Europe/Berlin"); days, streaks and weeks are counted in it. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
