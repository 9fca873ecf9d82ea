/** Saves files made on the device through a Blob and an <a download>: no network involved. */
import type { ExportFile } from './types';

/**
 * Starts the download of one file. Spreadsheets get a byte order mark so Excel reads them as
 * UTF-8 (accents, emoji); the text itself is unchanged.
 */
export function downloadFile(file: ExportFile, doc: Document = document): void {
  const parts = file.type.startsWith('text/csv') ? ['\uFEFF', file.text] : [file.text];
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
 * Downloads the files one after another (there is no zip), a moment apart: browsers ignore or
 * merge several downloads started in the same instant.
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
