import { useEffect } from 'react';
import { useClubStore } from '../lib/club-store';
import { applyTheme } from '../lib/theme';

/** Keeps :root's brand colours in step with the chosen company (spec §1). */
export function useCompanyTheme(): void {
  const colors = useClubStore((state) => state.colors);
  useEffect(() => applyTheme(colors), [colors]);
}
