import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { offlineCopyKey } from './offline-copies';
import { CACHE_MAX_AGE_MS, queryClient } from './query-client';
import { getSession, type Session } from './session';

/*
 * What the member last saw stays readable offline: the answers of the read calls below are kept in
 * localStorage (one offline copy, so logout and every new sign-in remove it, lib/session.ts) and put
 * back into the query cache when the app starts. A copy is dropped when it is older than MAX_AGE,
 * was written by another build, or belongs to another session.
 */

export const PERSISTED_CACHE_KEY = offlineCopyKey('query-cache');
const BUILD_ID = import.meta.env.VITE_BUILD_ID ?? 'dev';
const WRITE_DELAY_MS = 1000;

/**
 * The reads worth keeping offline (endpoint names, the first element of each query key): every
 * screen a member reads, so none of them shows an error in place of what the member last saw.
 * The member's own records are among them; the copy lives on their phone only until logout.
 */
const PERSISTED_READS: ReadonlySet<unknown> = new Set([
  'getBannersHome',
  'getParceiros',
  'getParceiroCategoria',
  'getParceiroLista',
  'getParceiroDetalhe',
  'getAvaliacao',
  'getDependentes',
  'getDependenteUnico',
  'getAllGrauParentesco',
  'getAllSex',
  'virtualBadge',
  'getCliente',
  'getClienteEndereco',
  'getContrato',
  'getContratoPagamento',
  'getServicos',
  'getAjudaEmpresa',
  'getFaqTotal',
  'getAtendimento',
  'listaPessoasCombo',
  'habilitarLinkAtendimento',
  'listaMinhasReceitas',
  'listaMeusAgendamentos',
  'getMeusUsos',
  'getEconomia',
  'getAvisos',
]);

interface PersistedCache {
  buildId: string;
  owner: string;
  savedAt: number;
  state: DehydratedState;
}

function isPersistedCache(value: unknown): value is PersistedCache {
  if (typeof value !== 'object' || value === null) return false;
  const { buildId, owner, savedAt, state } = value as Record<string, unknown>;
  return (
    typeof buildId === 'string' &&
    typeof owner === 'string' &&
    typeof savedAt === 'number' &&
    typeof state === 'object' &&
    state !== null
  );
}

function readPersistedCache(): unknown {
  try {
    return JSON.parse(localStorage.getItem(PERSISTED_CACHE_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** Puts the kept answers back, when they are this build's, this session's and fresh enough. */
export function restoreQueryCache(
  client: QueryClient,
  owner: string | null,
  now = Date.now(),
): void {
  const stored = readPersistedCache();
  if (stored === null) return;
  const usable =
    owner !== null &&
    isPersistedCache(stored) &&
    stored.buildId === BUILD_ID &&
    stored.owner === owner &&
    now - stored.savedAt < CACHE_MAX_AGE_MS;
  if (!usable) {
    localStorage.removeItem(PERSISTED_CACHE_KEY);
    return;
  }
  hydrate(client, stored.state);
  // Shown at once, but never trusted as fresh: online, each screen fetches its answer again.
  void client.invalidateQueries({ refetchType: 'none' });
}

function writeQueryCache(client: QueryClient, owner: string): void {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && PERSISTED_READS.has(query.queryKey[0]),
  });
  const cache: PersistedCache = { buildId: BUILD_ID, owner, savedAt: Date.now(), state };
  try {
    localStorage.setItem(PERSISTED_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // Storage full or disabled: the app works, only without its offline copy.
  }
}

/**
 * Keeps the copy up to date, a moment after the cache changes, for the session `getOwner` names
 * (none: nothing is written). Returns the unsubscribe.
 */
export function persistQueryCache(client: QueryClient, getOwner: () => string | null): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      const owner = getOwner();
      if (owner !== null) writeQueryCache(client, owner);
    }, WRITE_DELAY_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/** Which sign-in the copy belongs to: the token's signature (a new sign-in never reads it). */
function ownerOf(session: Session | null): string | null {
  return session ? session.token.token.slice(-24) : null;
}

/** At start-up, before the first render: restore the copy, then keep it up to date. */
export function keepQueryCacheForOffline(): void {
  restoreQueryCache(queryClient, ownerOf(getSession()));
  persistQueryCache(queryClient, () => ownerOf(getSession()));
}
