import type { Identity, VirtualBadgeResponse } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { readSavedCard, saveCard } from '../saved-card';

export interface CardView {
  badge: VirtualBadgeResponse;
  /** Set when the server could not be reached: when the copy shown was saved on this device. */
  offlineSince: string | null;
}

/**
 * The identity's virtual card. Each answer is kept on the device, and shown instead when the
 * server cannot be reached (the phone is offline), so the card works at a partner's counter.
 */
export async function getVirtualBadge(identity: Identity, signal?: AbortSignal): Promise<CardView> {
  try {
    const badge = await api('virtualBadge', identity, { signal });
    saveCard(identity, badge);
    return { badge, offlineSince: null };
  } catch (error) {
    const saved = isApiError(error, 0) ? readSavedCard(identity) : null;
    if (!saved) throw error;
    return { badge: saved.badge, offlineSince: saved.savedAt };
  }
}

export function getVirtualBadgeQueryOptions(identity: Identity) {
  return queryOptions<CardView>({
    queryKey: ['virtualBadge', identity],
    queryFn: ({ signal }) => getVirtualBadge(identity, signal),
    // The saved card shows at once while the server is asked (a slow connection shows no spinner).
    placeholderData: () => {
      const saved = readSavedCard(identity);
      return saved ? { badge: saved.badge, offlineSince: null } : undefined;
    },
    // A saved copy is replaced as soon as the connection comes back.
    staleTime: (query) => (query.state.data?.offlineSince ? 0 : 60_000),
  });
}

export function useVirtualBadge(identity: Identity) {
  return useQuery(getVirtualBadgeQueryOptions(identity));
}
