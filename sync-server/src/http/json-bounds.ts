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

/**
 * The message of the first limit `text` breaks, or null. Strings are skipped whole (their brackets
 * and commas are text), so the pass costs about one look at each structural character. Malformed
 * JSON is left for the parser to refuse; this only counts.
 */
export function jsonBoundsProblem(text: string): string | null {
  let depth = 0;
  let values = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = endOfString(text, index);
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      // A container's first value; each comma inside it adds the next.
      values += 1;
      if (depth > MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    } else if (code === COMMA) {
      values += 1;
    }
    if (values > MAX_JSON_VALUES) return TOO_MANY_VALUES_MESSAGE;
  }
  return null;
}

/** The index of the quote closing the string that opens at `start` (or the end of the text). */
function endOfString(text: string, start: number): number {
  let index = start;
  for (;;) {
    index = text.indexOf('"', index + 1);
    if (index === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(index - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return index;
  }
}
