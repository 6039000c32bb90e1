import { todayInBrazil } from '@clube/contract';

/** The file's name: meus-dados-clube-2026-11-23.json (the day in Brazil); .html for the summary. */
export function myDataFileName(
  now: Date = new Date(),
  extension: 'json' | 'html' = 'json',
): string {
  return `meus-dados-clube-${todayInBrazil(now)}.${extension}`;
}

/** Hands the answer to the browser as a .json file to save. */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}

/** Hands a page to the browser as an .html file to save. */
export function saveHtmlFile(html: string, fileName: string): void {
  saveFile(new Blob([html], { type: 'text/html;charset=utf-8' }), fileName);
}

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
