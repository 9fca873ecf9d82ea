/**
 * Limits a JSON body must keep before it is parsed into objects. A body nested hundreds of
 * thousands deep, or made of millions of tiny values, costs the parser (and whatever walks the
 * result) far more than its bytes suggest; a single pass over the raw text finds it first.
 *
 * Real bodies are far inside both limits: a full push (100 mutations, each a handful of fields) is
 * about 5 levels deep and 2,500 values; nothing the API accepts nests deeper than 6.
 */
export const MAX_JSON_DEPTH = 32;
/** Values (array elements and object members) in one body, counted at every level. */
export const MAX_JSON_VALUES = 20_000;

export const TOO_DEEP_MESSAGE = `JSON body is nested too deeply (the limit is ${MAX_JSON_DEPTH} levels)`;
export const TOO_MANY_VALUES_MESSAGE = `JSON body has too many values (the limit is ${MAX_JSON_VALUES.toLocaleString('en')})`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/** The message of the first limit `text` breaks, or null. */
export function jsonBoundsProblem(text: string): string | null {
  return new JsonBoundsScanner().push(Buffer.from(text));
}

/**
 * Counts a JSON text's depth and values as its bytes arrive, so a body can be refused at the first
 * level too deep, before the rest of it is kept or decoded. Strings are skipped whole (their brackets
 * and commas are text); the structural characters are ASCII, and UTF-8 never uses an ASCII byte
 * inside another character, so bytes can be counted as they come. Malformed JSON is left for the
 * parser to refuse; this only counts.
 */
export class JsonBoundsScanner {
  private depth = 0;
  private values = 0;
  private inString = false;
  /** The previous byte, inside a string, was an escaping backslash (possibly in the last chunk). */
  private escaped = false;

  /** The message of the first limit broken so far, or null. */
  push(chunk: Uint8Array): string | null {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    // Where the next backslash is: looked up again only once passed, so long texts are searched
    // once, not once per string. -1: none left in this chunk.
    let nextBackslash = -2;
    let index = 0;
    while (index < bytes.length) {
      if (this.inString) {
        if (this.escaped) {
          this.escaped = false;
          index += 1;
          continue;
        }
        if (nextBackslash !== -1 && nextBackslash < index) {
          nextBackslash = bytes.indexOf(BACKSLASH, index);
        }
        const quote = bytes.indexOf(QUOTE, index);
        if (nextBackslash !== -1 && (quote === -1 || nextBackslash < quote)) {
          this.escaped = true;
          index = nextBackslash + 1;
          continue;
        }
        if (quote === -1) return null;
        this.inString = false;
        index = quote + 1;
        continue;
      }
      const code = bytes[index];
      if (code === QUOTE) {
        this.inString = true;
      } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        this.depth += 1;
        // A container's first value; each comma inside it adds the next.
        this.values += 1;
        if (this.depth > MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        this.depth -= 1;
      } else if (code === COMMA) {
        this.values += 1;
      }
      if (this.values > MAX_JSON_VALUES) return TOO_MANY_VALUES_MESSAGE;
      index += 1;
    }
    return null;
  }
}
