/**
 * Copies of a member's answers kept on this device, so a screen still shows when the phone is
 * offline (the virtual card). Each lives under its own localStorage key with this prefix; they are
 * personal data, so every one is removed at logout and at each new login (lib/session.ts).
 */
const PREFIX = 'clube:offline:';

export function offlineCopyKey(name: string): string {
  return PREFIX + name;
}

export function saveOfflineCopy(name: string, value: unknown): void {
  try {
    localStorage.setItem(offlineCopyKey(name), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the screen simply has no copy to show offline.
  }
}

/** The stored copy as parsed JSON, for the caller to check; null when there is none. */
export function readOfflineCopy(name: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(offlineCopyKey(name)) ?? 'null');
  } catch {
    return null;
  }
}

export function clearOfflineCopies(): void {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const key of keys) if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
}
