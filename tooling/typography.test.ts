/**
 * Members read typographic quotes and apostrophes (’ “ ”), never the typewriter ones (' "), in every
 * text the app, its rules and the demo community show. This reads the source: each string literal,
 * template text and JSX text outside tests, so a straight quote typed into new copy fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['web/src', 'shared/src', 'sync-server/src/db/seed-data.ts'];
/** Strings that are code, not copy: CSV quoting and CSS attribute selectors. */
const CODE_FILES = new Set(['csv.ts', 'NewSessionDialog.tsx', 'busy.ts']);
/**
 * A straight single quote beside a letter (an apostrophe, or a quote mark around a word), an HTML
 * entity for one, or any straight double quote.
 */
const STRAIGHT = /'[A-Za-z]|[A-Za-z]'|&apos;|&quot;|"/;
/** JSX attributes that hold code (class lists, styles), not words anyone reads. */
const CODE_ATTRIBUTES = new Set(['className', 'style']);

function sourceFiles(path: string): string[] {
  const full = join(REPO, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).flatMap((name) => {
    const child = join(path, name);
    if (statSync(join(REPO, child)).isDirectory()) return sourceFiles(child);
    const isSource = /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
    return isSource && !CODE_FILES.has(name) ? [join(REPO, child)] : [];
  });
}

/** "file:line: text" for each piece of copy with a straight quote. */
function straightQuotes(file: string): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    kind,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // An Error's message is for developers, and may quote code.
    if (ts.isNewExpression(node) && /Error$/.test(node.expression.getText(source))) return;
    let text: string | null = null;
    if (ts.isJsxText(node)) text = node.getText(source);
    else if (ts.isStringLiteral(node)) {
      const attribute = ts.isJsxAttribute(node.parent) ? node.parent.name.getText(source) : null;
      if (attribute === null || !CODE_ATTRIBUTES.has(attribute)) text = node.text;
    } else if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      text = node.text;
    }
    if (text !== null && STRAIGHT.test(text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${relative(REPO, file)}:${line + 1}: ${text.trim().slice(0, 80)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('copy', () => {
  it('uses typographic quotes and apostrophes everywhere members read it', () => {
    const files = SOURCES.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(straightQuotes)).toEqual([]);
    // It reads and parses every source file: seconds on a busy machine, not a sign of a fault.
  }, 60_000);
});
