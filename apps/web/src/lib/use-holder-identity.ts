import type { Identity } from '@clube/contract';
import { useShallow } from 'zustand/react/shallow';
import { useClubStore } from './club-store';

/**
 * The chosen card's ids: dependents belong to the card, whoever is selected as the acting
 * identity on the health screens. Null only outside the session guard.
 */
export function useHolderIdentity(): Identity | null {
  return useClubStore(
    useShallow(({ choosedCustomer, choosedProfile }) =>
      choosedCustomer !== null && choosedProfile !== null
        ? { idCliente: choosedCustomer, idPerfil: choosedProfile }
        : null,
    ),
  );
}
