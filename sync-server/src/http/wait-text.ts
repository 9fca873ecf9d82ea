/** "a minute" or "N minutes": how long a refused client should wait, for people. */
export function inMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}
