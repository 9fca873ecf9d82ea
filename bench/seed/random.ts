/**
 * A seeded generator (mulberry32): the same fixture version always has the same shape, so runs on
 * different days measure the same data, only shifted to the build day.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** 0 <= x < 1 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

const WORDS = (
  'grace peace hope morning prayer quiet walk light gentle rest gratitude friend family church ' +
  'strength patience mercy joy breath still trust faith garden coffee scripture psalm kindness ' +
  'courage evening calm heart worry lighter week work sleep journey thankful slowly small today ' +
  'listen open river path shelter song promise renewed sunrise honest steady care love wait'
).split(' ');

/** Plausible filler text of about `length` characters. */
export function words(random: Random, length: number): string {
  const parts: string[] = [];
  let size = 0;
  while (size < length) {
    const word = random.pick(WORDS);
    parts.push(word);
    size += word.length + 1;
  }
  const text = parts.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * A UUIDv7 (the format the app's ids have: 48-bit milliseconds, version and variant bits) whose
 * random part comes from the seeded generator: far faster than crypto for 250,000 rows, and the
 * same on every build.
 */
export function seededUuidv7(random: Random, ms: number): string {
  const bytes = new Array<number>(16);
  let rest = Math.max(0, Math.floor(ms));
  for (let i = 5; i >= 0; i--) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  for (let i = 6; i < 16; i++) bytes[i] = Math.floor(random.next() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.map((b) => HEX[b]).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
