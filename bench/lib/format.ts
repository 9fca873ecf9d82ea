/** Number formatting for tables: thousands separators, a sensible number of decimals. */

export function count(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Milliseconds: two decimals under 10 ms, one under 100 ms, none above. */
export function ms(value: number): string {
  if (value < 10) return value.toFixed(2);
  if (value < 100) return value.toFixed(1);
  return Math.round(value).toLocaleString('en-US');
}

export function ratio(value: number): string {
  return `${value < 10 ? value.toFixed(2) : value.toFixed(1)}x`;
}

export function bytes(value: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB'];
  let amount = value;
  let unit = 0;
  while (amount >= 1024 && unit < units.length - 1) {
    amount /= 1024;
    unit += 1;
  }
  return `${amount.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}
