import type { Company } from '@clube/contract';
import { useClubStore } from './club-store';
import { useSession } from './session';

/** The session's entry for the card the member chose, for its name and flags. */
export function useChosenCompany(): Company | null {
  const session = useSession();
  const idEmpresa = useClubStore((state) => state.choosedCompany);
  const idCliente = useClubStore((state) => state.choosedCustomer);
  return (
    session?.empresas.find((c) => c.idEmpresa === idEmpresa && c.idCliente === idCliente) ?? null
  );
}
