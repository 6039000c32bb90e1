import { paths } from '../config/paths';
import { startBannersHome } from '../features/home/api/early-banners';
import { startPartnerList } from '../features/partners/api/early-partners';
import { useClubStore } from '../lib/club-store';
import { getSession, useSessionStore } from '../lib/session';
import { isQueryLayerLoaded } from './query-layer';
import { decideAccess } from './session-guard';

/*
 * The screens whose first calls start as the app starts, not after their code (decision 021), and
 * where. This module is a chunk of its own (vite.config.ts) that the page of such a route loads
 * before the app's entry (decision 058), so it starts the calls on evaluation: the answers arrive
 * while the entry is still downloading. The route table starts them on each navigation (router.tsx).
 */

const EARLY_CALLS: Partial<Record<string, () => void>> = {
  [paths.auth.home]: startBannersHome,
  [paths.auth.partnersList]: startPartnerList,
};

/** Whether the screen at `path` starts calls as the app starts (its page loads this module). */
export function hasEarlyCalls(path: string): boolean {
  return EARLY_CALLS[path] !== undefined;
}

/**
 * Starts the first calls of the screen at `path`: only while the query layer has not loaded (later
 * the query cache serves them), only for a member the session guard lets in, and only once (an
 * answer on its way is not asked for again, lib/early-answer.ts).
 */
export function startEarlyCalls(path: string): void {
  const start = EARLY_CALLS[path];
  if (!start || isQueryLayerLoaded()) return;
  const { remember } = useSessionStore.getState();
  const companyChosen = useClubStore.getState().choosedCompany !== null;
  const { endSession, redirectTo } = decideAccess({
    area: 'member',
    session: getSession(),
    remember,
    companyChosen,
    now: Date.now(),
    path,
  });
  if (!endSession && redirectTo === null) start();
}

startEarlyCalls(window.location.pathname);
