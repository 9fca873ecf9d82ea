/**
 * Crisis helplines by region, bundled with the app: they show with no network at all. Each way to
 * reach a line is a plain `tel:`, `sms:` or web link that the phone or browser opens directly;
 * Selah records nothing about it.
 */

/** The regions a member can choose; 'other' is everyone else (findahelpline.com). */
export const CARE_REGIONS = ['US', 'CA', 'UK', 'IE', 'AU', 'other'] as const;
export type CareRegion = (typeof CARE_REGIONS)[number];

export function isCareRegion(value: unknown): value is CareRegion {
  return typeof value === 'string' && (CARE_REGIONS as readonly string[]).includes(value);
}

/** The region switcher's labels. */
export const CARE_REGION_LABELS: Record<CareRegion, string> = {
  US: 'United States',
  CA: 'Canada',
  UK: 'United Kingdom',
  IE: 'Ireland',
  AU: 'Australia',
  other: 'Other countries',
};

/** How a sentence names the region after a number: "call or text 988 (US)". */
const REGION_SHORT: Record<Exclude<CareRegion, 'other'>, string> = {
  US: 'US',
  CA: 'Canada',
  UK: 'UK',
  IE: 'Ireland',
  AU: 'Australia',
};

export interface HelplineContact {
  kind: 'call' | 'text' | 'web';
  /** The link's text, e.g. "Call 988". */
  label: string;
  href: string;
}

export interface Helpline {
  id: string;
  name: string;
  /** The name inside a sentence ("reach the 988 Suicide & Crisis Lifeline"). */
  nameInSentence: string;
  /** What to dial or visit, as people write it ("116 123", "findahelpline.com"). */
  number: string;
  summary: string;
  /** The ways to reach it; the first is the main one. */
  contacts: readonly HelplineContact[];
  /** True for a line that needs the internet (a website), said next to it. */
  needsConnection?: boolean;
}

export const FIND_A_HELPLINE: Helpline = {
  id: 'find-a-helpline',
  name: 'Find A Helpline',
  nameInSentence: 'Find A Helpline',
  number: 'findahelpline.com',
  summary: 'Free, confidential helplines in your country, checked and kept up to date.',
  contacts: [{ kind: 'web', label: 'Visit findahelpline.com', href: 'https://findahelpline.com' }],
  needsConnection: true,
};

const SAMARITANS_CALL: HelplineContact = {
  kind: 'call',
  label: 'Call 116 123',
  href: 'tel:116123',
};

export const HELPLINES: Record<CareRegion, readonly Helpline[]> = {
  US: [
    {
      id: 'us-988',
      name: '988 Suicide & Crisis Lifeline',
      nameInSentence: 'the 988 Suicide & Crisis Lifeline',
      number: '988',
      summary: 'Free and confidential, any time, day or night. Call or text.',
      contacts: [
        { kind: 'call', label: 'Call 988', href: 'tel:988' },
        { kind: 'text', label: 'Text 988', href: 'sms:988' },
      ],
    },
  ],
  CA: [
    {
      id: 'ca-988',
      name: '9-8-8 Suicide Crisis Helpline',
      nameInSentence: 'the 9-8-8 Suicide Crisis Helpline',
      number: '988',
      summary: 'Formerly Talk Suicide Canada. Free, any time, in English and French. Call or text.',
      contacts: [
        { kind: 'call', label: 'Call 988', href: 'tel:988' },
        { kind: 'text', label: 'Text 988', href: 'sms:988' },
      ],
    },
  ],
  UK: [
    {
      id: 'uk-samaritans',
      name: 'Samaritans',
      nameInSentence: 'Samaritans',
      number: '116 123',
      summary: 'Free from any phone, any time, day or night.',
      contacts: [SAMARITANS_CALL],
    },
  ],
  IE: [
    {
      id: 'ie-samaritans',
      name: 'Samaritans Ireland',
      nameInSentence: 'Samaritans Ireland',
      number: '116 123',
      summary: 'Free from any phone, any time, day or night.',
      contacts: [SAMARITANS_CALL],
    },
  ],
  AU: [
    {
      id: 'au-lifeline',
      name: 'Lifeline Australia',
      nameInSentence: 'Lifeline Australia',
      number: '13 11 14',
      summary: 'Crisis support and suicide prevention, any time, day or night.',
      contacts: [{ kind: 'call', label: 'Call 13 11 14', href: 'tel:131114' }],
    },
  ],
  other: [FIND_A_HELPLINE],
};

export function helplinesFor(region: CareRegion): readonly Helpline[] {
  return HELPLINES[region];
}

export const EMERGENCY_NOTE =
  'If you are in immediate danger, call your local emergency number (911 in the US and Canada, ' +
  '999 in the UK, 112 in Ireland and Europe, 000 in Australia).';

/**
 * The region's first line, as one sentence's parts: "If you are in crisis, call or text 988 (US) to
 * reach the 988 Suicide & Crisis Lifeline, any time."
 */
export interface CrisisLine {
  /** "call or text", "call", or "visit". */
  verb: string;
  /** The number or site as shown ("988"). */
  number: string;
  /** Its main link (tel:, or the site). */
  href: string;
  /** "US", "UK"...; null for the 'other' region. */
  regionShort: string | null;
  /** The line's name inside a sentence ("the 988 Suicide & Crisis Lifeline"). */
  name: string;
}

export function crisisLineFor(region: CareRegion): CrisisLine {
  const line = HELPLINES[region][0] ?? FIND_A_HELPLINE;
  const kinds = new Set(line.contacts.map((contact) => contact.kind));
  const verb = kinds.has('web') ? 'visit' : kinds.has('text') ? 'call or text' : 'call';
  return {
    verb,
    number: line.number,
    href: line.contacts[0]?.href ?? 'https://findahelpline.com',
    regionShort: region === 'other' ? null : REGION_SHORT[region],
    name: line.nameInSentence,
  };
}
