import { getDb, useDb, useLiveQuery, type SelahDB } from '../../db';
import { browserTimeZone } from '../../lib/time-zone';
import { isCareRegion, type CareRegion } from './helplines';
import { CARE_REGION_KEY } from './keys';

const ZONE_REGIONS: Record<string, CareRegion> = {};
function zones(region: CareRegion, names: string): void {
  for (const name of names.split(/\s+/)) if (name) ZONE_REGIONS[name] = region;
}

// IANA zones (and their old aliases) of the regions with their own lines. Any other geographic
// zone (Europe/Berlin, America/Mexico_City, Asia/Manila) is 'other'.
zones(
  'US',
  `America/New_York America/Detroit America/Chicago America/Denver America/Phoenix
   America/Los_Angeles America/Anchorage America/Juneau America/Sitka America/Metlakatla
   America/Yakutat America/Nome America/Adak America/Boise America/Menominee America/Indianapolis
   America/Fort_Wayne America/Knox_IN America/Louisville America/Shiprock America/Atka Navajo
   America/Puerto_Rico America/St_Thomas America/Virgin Pacific/Honolulu Pacific/Johnston
   Pacific/Guam Pacific/Saipan Pacific/Pago_Pago Pacific/Samoa`,
);
zones(
  'CA',
  `America/Toronto America/Montreal America/Nipigon America/Thunder_Bay America/Rainy_River
   America/Atikokan America/Coral_Harbour America/Iqaluit America/Pangnirtung America/Winnipeg
   America/Resolute America/Rankin_Inlet America/Regina America/Swift_Current America/Edmonton
   America/Cambridge_Bay America/Yellowknife America/Inuvik America/Creston America/Dawson_Creek
   America/Fort_Nelson America/Vancouver America/Whitehorse America/Dawson America/Halifax
   America/Glace_Bay America/Moncton America/Goose_Bay America/St_Johns America/Blanc-Sablon`,
);
zones(
  'UK',
  'Europe/London Europe/Belfast Europe/Jersey Europe/Guernsey Europe/Isle_of_Man GB GB-Eire',
);
zones('IE', 'Europe/Dublin Eire');
zones('AU', 'Antarctica/Macquarie');

/** Zone names that say nothing about where someone is. */
const PLACELESS_ZONE =
  /^(?:$|UTC|UCT|GMT|Etc\/|Universal|Zulu|Greenwich|Factory|[A-Z]{3}\d?[A-Z]{0,3}$)/;

/**
 * The region a time zone places someone in: one with its own lines, 'other' for any other place,
 * or null when the zone names no place (UTC, Etc/GMT+5, a server's default).
 */
export function regionFromTimeZone(timeZone: string): CareRegion | null {
  const known = ZONE_REGIONS[timeZone];
  if (known) return known;
  if (/^(?:US\/|America\/(?:Indiana|Kentucky|North_Dakota)\/)/.test(timeZone)) return 'US';
  if (timeZone.startsWith('Canada/')) return 'CA';
  if (timeZone.startsWith('Australia/')) return 'AU';
  if (PLACELESS_ZONE.test(timeZone)) return null;
  return 'other';
}

const COUNTRY_REGIONS: Record<string, CareRegion> = {
  US: 'US',
  PR: 'US',
  GU: 'US',
  VI: 'US',
  AS: 'US',
  MP: 'US',
  CA: 'CA',
  GB: 'UK',
  UK: 'UK',
  JE: 'UK',
  GG: 'UK',
  IM: 'UK',
  IE: 'IE',
  AU: 'AU',
};

/**
 * The region from the first preferred language that names a country ("en-GB" -> UK, "fr-CA" ->
 * CA, "de-DE" -> other), or null when none does ("en").
 */
export function regionFromLanguages(languages: readonly string[]): CareRegion | null {
  for (const tag of languages) {
    // language[-script][-REGION]...: the region is the first 2-letter or 3-digit subtag after it.
    const region = tag
      .split(/[-_]/)
      .slice(1)
      .find((part) => /^(?:[A-Za-z]{2}|\d{3})$/.test(part));
    if (region) return COUNTRY_REGIONS[region.toUpperCase()] ?? 'other';
  }
  return null;
}

/**
 * The region to offer before the member chooses one: where the time zone places them (it follows
 * the device, not the language it was set up in), else the country of their preferred language,
 * else 'other' (findahelpline.com, which covers every country).
 */
export function detectCareRegion(browser: {
  timeZone: string;
  languages: readonly string[];
}): CareRegion {
  return regionFromTimeZone(browser.timeZone) ?? regionFromLanguages(browser.languages) ?? 'other';
}

/** This browser's default region (no network: its time zone and languages). */
export function browserCareRegion(): CareRegion {
  const languages =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return detectCareRegion({ timeZone: browserTimeZone(), languages });
}

/** The member's chosen region, or the browser's default when they have not chosen one. */
export async function readCareRegion(db: SelahDB): Promise<CareRegion> {
  const stored = (await db.meta.get(CARE_REGION_KEY))?.value;
  return isCareRegion(stored) ? stored : browserCareRegion();
}

/** The helpline region (undefined while loading): the member's choice, else the browser's. */
export function useCareRegion(): CareRegion | undefined {
  const db = useDb();
  return useLiveQuery(() => readCareRegion(db), [db]);
}

/** Remembers the member's region on this device (never synced). */
export async function setCareRegion(region: CareRegion, db: SelahDB = getDb()): Promise<void> {
  if (!isCareRegion(region)) throw new RangeError(`Unknown care region: ${String(region)}`);
  await db.meta.put({ key: CARE_REGION_KEY, value: region });
}
