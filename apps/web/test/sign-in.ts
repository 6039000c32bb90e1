import type { Company } from '@clube/contract';
import { useClubStore } from '../src/lib/club-store';
import { startSession } from '../src/lib/session';
import { makeCompany, makeSession } from './factories';

/** A signed-in member on card 10 (profile 5) of company 1, the card changed as given. */
export function signInWithCard(company: Partial<Company> = {}) {
  startSession(makeSession(), false);
  useClubStore.getState().chooseCompany(makeCompany(company));
}
