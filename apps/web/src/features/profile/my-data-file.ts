import { todayInBrazil } from '@clube/contract';

/** The file's name: meus-dados-clube-2026-11-23.json (the day in Brazil). */
export function myDataFileName(now: Date = new Date()): string {
  return `meus-dados-clube-${todayInBrazil(now)}.json`;
}

/** Hands the answer to the browser as a .json file to save. */
export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
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
