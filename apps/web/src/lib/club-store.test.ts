import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/factories';
import { CLUB_STORAGE_KEY, initialClubData, useClubStore } from './club-store';
import { actingIdentity } from './use-acting-identity';

function stored(): unknown {
  return JSON.parse(localStorage.getItem(CLUB_STORAGE_KEY) ?? 'null');
}

describe('club store', () => {
  it('persists the chosen card under the club key', () => {
    const company = makeCompany();
    useClubStore.getState().chooseCompany(company);
    expect(stored()).toEqual({
      version: 1,
      state: {
        ...initialClubData,
        tadodoi: company.tadodoi,
        createDependents: company.createDependents,
        linkPet: company.linkPet,
        linkTreinos: company.linkTreinos,
        choosedCompany: company.idEmpresa,
        choosedCustomer: company.idCliente,
        choosedProfile: company.idPerfil,
        logo: company.logo,
        colors: company.colors,
      },
    });
  });

  it('choosing another card drops the choices made under the previous one', () => {
    useClubStore.getState().chooseCompany(makeCompany());
    useClubStore
      .getState()
      .update({ choosedPartner: 3, selectedDependentIdCliente: 99, selectedDependentIdPerfil: 5 });
    useClubStore.getState().chooseCompany(makeCompany({ idEmpresa: 2, idCliente: 20 }));
    expect(useClubStore.getState()).toMatchObject({
      choosedCompany: 2,
      choosedPartner: null,
      selectedDependentIdCliente: null,
    });
  });

  it("refreshTheme stores the banners answer's logo and colours, only when they differ", () => {
    const company = makeCompany();
    useClubStore.getState().chooseCompany(company);
    let changes = 0;
    const stop = useClubStore.subscribe(() => changes++);

    const { refreshTheme } = useClubStore.getState();
    refreshTheme(company.idEmpresa, { logo: company.logo, colors: { ...company.colors } });
    expect(changes).toBe(0);

    const colors = { ...company.colors, primary: '#7c2d12' };
    refreshTheme(company.idEmpresa, { logo: '/media/logo-novo', colors });
    stop();
    expect(changes).toBe(1);
    expect(stored()).toMatchObject({ state: { logo: '/media/logo-novo', colors } });
  });

  it('refreshTheme ignores a late answer for a company no longer chosen', () => {
    const company = makeCompany();
    const late = { logo: '/media/logo-novo', colors: { ...company.colors, primary: '#7c2d12' } };
    useClubStore.getState().chooseCompany(makeCompany({ idEmpresa: 2, idCliente: 20 }));
    useClubStore.getState().refreshTheme(company.idEmpresa, late);
    expect(useClubStore.getState()).toMatchObject({ logo: company.logo, colors: company.colors });

    useClubStore.getState().clear();
    useClubStore.getState().refreshTheme(company.idEmpresa, late);
    expect(useClubStore.getState()).toMatchObject({ logo: '', colors: null });
  });

  it('clear() empties every choice', () => {
    useClubStore.getState().chooseCompany(makeCompany());
    useClubStore.getState().clear();
    expect(stored()).toEqual({ version: 1, state: initialClubData });
  });
});

describe('actingIdentity (docs/product.md#acting-identity)', () => {
  const card = { ...initialClubData, choosedCustomer: 10, choosedProfile: 5 };

  it("is the chosen card's customer and profile", () => {
    expect(actingIdentity(card)).toEqual({ idCliente: 10, idPerfil: 5 });
  });

  it("is the selected dependent's ids when one is selected", () => {
    expect(
      actingIdentity({ ...card, selectedDependentIdCliente: 31, selectedDependentIdPerfil: 6 }),
    ).toEqual({
      idCliente: 31,
      idPerfil: 6,
    });
  });

  it('is null before a card is chosen', () => {
    expect(actingIdentity(initialClubData)).toBeNull();
  });
});
