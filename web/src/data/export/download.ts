/** Saves files made on the device through a Blob and an <a download>: no network involved. */
import type { ExportFile } from './types';

/** A spreadsheet's text with a byte order mark, so Excel reads it as UTF-8 (accents, emoji). */
export function withByteOrderMark(csv: string): string {
  return `\uFEFF${csv}`;
}

/** Starts the download of one file. A spreadsheet gets a byte order mark (withByteOrderMark). */
export function downloadFile(file: ExportFile, doc: Document = document): void {
  const parts: BlobPart[] =
    'bytes' in file
      ? [file.bytes as Uint8Array<ArrayBuffer>]
      : [file.type.startsWith('text/csv') ? withByteOrderMark(file.text) : file.text];
  const url = URL.createObjectURL(new Blob(parts, { type: file.type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the Blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads the files one after another, a moment apart: browsers ignore or merge several
 * downloads started in the same instant. Every export is one file today (spreadsheets come in one
 * ZIP), so this is a single download.
 */
export async function downloadFiles(
  files: readonly ExportFile[],
  options: { gapMs?: number; doc?: Document } = {},
): Promise<void> {
  const { gapMs = 400, doc } = options;
  for (const [index, file] of files.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
    downloadFile(file, doc);
  }
}
