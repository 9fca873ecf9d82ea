/** Preview lengths from the spec (characters). */
export const PREVIEW_LENGTHS = { dashboardJournal: 150, journal: 200, resources: 150 } as const;

/** The text unchanged when it fits in `max` characters, else its first `max` characters and '...'. */
export function preview(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}...`;
}

/** Seconds as m:ss (0:05, 3:07, 65:00); a missing, non-numeric or negative length reads "Unknown". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return 'Unknown';
  const whole = Math.floor(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}
