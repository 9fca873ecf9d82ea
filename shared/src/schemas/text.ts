import { z } from 'zod';

/**
 * Text both databases can keep. PostgreSQL refuses U+0000 in text and any lone UTF-16 surrogate
 * (it cannot be written as UTF-8), while SQLite would keep either: such a character is refused at
 * the door, on every route and mutation, so a write never fails deep in one engine only.
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1; // a whole pair
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

export const unstorableTextMessage = (label: string) =>
  `${label} contains a character that can’t be saved`;

/**
 * The one way a schema takes text from a client: a string refused (naming `label`) when it holds
 * a character a database cannot store. Chain the field's own rules (trim, min, max) after it.
 */
export const text = (label: string, params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, unstorableTextMessage(label));

/** Characters that reorder the text around them (embeddings, overrides, isolates, marks). */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * A character that shows: not a space, a control, a format or other default-ignorable character
 * (zero-width space, joiners), a lone combining mark or a blank look-alike (Hangul fillers and
 * the blank braille pattern are letters or symbols that draw nothing).
 */
const VISIBLE =
  /[^\p{White_Space}\p{Cc}\p{Cf}\p{Cs}\p{M}\p{Default_Ignorable_Code_Point}\u115f\u1160\u2800\u3164\uffa0]/u;

export const hasVisibleCharacter = (value: string) => VISIBLE.test(value);
export const hasBidiControl = (value: string) => BIDI_CONTROL.test(value);

/**
 * A name others see (a member's display name), trimmed: storable, with something that shows
 * unless it is empty (the schema decides whether empty is allowed), and without direction
 * controls that would make it, or the text beside it, read as something else.
 */
export const displayNameText = (label: string, params?: Parameters<typeof z.string>[0]) =>
  text(label, params)
    .trim()
    .refine(
      (value) => value === '' || hasVisibleCharacter(value),
      `${label} needs at least one visible character`,
    )
    .refine((value) => !hasBidiControl(value), `${label} can’t contain text direction characters`);
