import type { Colors, Company, PartnerMenuItem, Service } from '@clube/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The client state kept in browser storage under a club key (docs/product.md#acting-identity), persisted by zustand in
 * localStorage under `clube` as `{ "state": ClubData, "version": 1 }`. Field names, typos included
 * (`choosedDepedent`), are the original app's.
 */
export const CLUB_STORAGE_KEY = 'clube';

/** 0 unset, 1 e-mail, 2 SMS (docs/product.md#password-recovery). */
export type RecoveryType = 0 | 1 | 2;

export interface ClubData {
  tadodoi: boolean;
  createDependents: boolean;
  linkPet: string;
  linkTreinos: string;
  /** idCategoria; null is 'TODOS PARCEIROS'. */
  selectedCategory: number | null;
  /** Partner type by position (0 national, 1 exclusive, 2 local). */
  partnerType: number | null;
  choosedCompany: number | null;
  choosedProfile: number | null;
  choosedCustomer: number | null;
  choosedDepedent: number | null;
  choosedContract: number | null;
  choosedService: Service | null;
  choosedPartner: number | null;
  choosedPartnerMenu: PartnerMenuItem | null;
  /** The company theme's one source: set by the card choice, refreshed by the banners answer. */
  colors: Colors | null;
  logo: string;
  recoveryType: RecoveryType;
  selectedDependentIdCliente: number | null;
  selectedDependentIdPerfil: number | null;
}

interface ClubActions {
  /** docs/product.md#choose-company: a fresh set of choices for that card, with its flags and theme. */
  chooseCompany: (company: Company) => void;
  /**
   * docs/product.md#api-calls: the banners answer carries the company's current look; stored only when it differs,
   * and only for the chosen card's company (not a late answer after a logout or another choice).
   */
  refreshTheme: (idEmpresa: number, theme: { logo: string; colors: Colors }) => void;
  update: (patch: Partial<ClubData>) => void;
  clear: () => void;
}

export type ClubState = ClubData & ClubActions;

export const initialClubData: ClubData = {
  tadodoi: false,
  createDependents: false,
  linkPet: '',
  linkTreinos: '',
  selectedCategory: null,
  partnerType: null,
  choosedCompany: null,
  choosedProfile: null,
  choosedCustomer: null,
  choosedDepedent: null,
  choosedContract: null,
  choosedService: null,
  choosedPartner: null,
  choosedPartnerMenu: null,
  colors: null,
  logo: '',
  recoveryType: 0,
  selectedDependentIdCliente: null,
  selectedDependentIdPerfil: null,
};

function sameColors(a: Colors | null, b: Colors | null): boolean {
  return (
    a === b ||
    (a !== null &&
      b !== null &&
      a.primary === b.primary &&
      a.secondary === b.secondary &&
      a.contrast === b.contrast)
  );
}

export const useClubStore = create<ClubState>()(
  persist(
    (set) => ({
      ...initialClubData,
      chooseCompany: (company) =>
        set({
          ...initialClubData,
          choosedCompany: company.idEmpresa,
          choosedCustomer: company.idCliente,
          choosedProfile: company.idPerfil,
          tadodoi: company.tadodoi,
          createDependents: company.createDependents,
          linkPet: company.linkPet,
          linkTreinos: company.linkTreinos,
          logo: company.logo,
          colors: company.colors,
        }),
      refreshTheme: (idEmpresa, { logo, colors }) =>
        set((state) =>
          state.choosedCompany !== idEmpresa ||
          (state.logo === logo && sameColors(state.colors, colors))
            ? state
            : { logo, colors },
        ),
      update: (patch) => set(patch),
      clear: () => set(initialClubData),
    }),
    {
      name: CLUB_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({
        chooseCompany: _c,
        refreshTheme: _t,
        update: _u,
        clear: _x,
        ...data
      }): ClubData => data,
    },
  ),
);
