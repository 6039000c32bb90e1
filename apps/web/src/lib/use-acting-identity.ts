import type { Identity } from '@clube/contract';
import { useShallow } from 'zustand/react/shallow';
import { type ClubData, useClubStore } from './club-store';

/** docs/product.md#api-calls: a selected dependent's ids when there is one, otherwise the chosen card's. */
export function actingIdentity(club: ClubData): Identity | null {
  if (club.selectedDependentIdCliente !== null && club.selectedDependentIdPerfil !== null) {
    return { idCliente: club.selectedDependentIdCliente, idPerfil: club.selectedDependentIdPerfil };
  }
  if (club.choosedCustomer !== null && club.choosedProfile !== null) {
    return { idCliente: club.choosedCustomer, idPerfil: club.choosedProfile };
  }
  return null;
}

/** Null only outside the session guard (no card chosen yet). */
export function useActingIdentity(): Identity | null {
  return useClubStore(useShallow(actingIdentity));
}
