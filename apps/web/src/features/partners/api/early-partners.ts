import type { PartnerListItem, ResponseBody } from '@clube/contract';
import { useClubStore } from '../../../lib/club-store';
import { startEarly, takeEarly } from '../../../lib/early-answer';
import { actingIdentity } from '../../../lib/use-acting-identity';
import { api } from '../../../lib/api-client';
import type { PartnerListFilter } from './get-parceiro-lista';

type MenuRequest = { idCliente: number; idPerfil: number; idServicoParceiro: number };

const categoriesKey = (body: MenuRequest) =>
  `getParceiroCategoria/${body.idCliente}/${body.idPerfil}/${body.idServicoParceiro}`;
const firstPageKey = ({ identity, idServicoParceiro, idCategoria, busca }: PartnerListFilter) =>
  `getParceiroLista/${identity.idCliente}/${identity.idPerfil}/${idServicoParceiro}/${idCategoria ?? ''}/${busca}`;

/**
 * Opening the app on the partner list (a member already signed in, a menu chosen): its categories
 * and first page are asked for while the screen's code is still downloading (decision 021).
 */
export function startPartnerList(): void {
  const club = useClubStore.getState();
  const identity = actingIdentity(club);
  const menu = club.choosedPartnerMenu;
  if (!identity || !menu) return;
  const { idServicoParceiro } = menu;
  const body = { ...identity, idServicoParceiro };
  startEarly(categoriesKey(body), () => api('getParceiroCategoria', body));
  const filter = { identity, idServicoParceiro, idCategoria: club.selectedCategory, busca: '' };
  startEarly(firstPageKey(filter), () =>
    api(
      'getParceiroLista',
      { ...identity, idServicoParceiro, idCategoria: filter.idCategoria ?? '' },
      { query: { pagina: 1 } },
    ),
  );
}

export function takeEarlyCategories(
  body: MenuRequest,
): Promise<ResponseBody<'getParceiroCategoria'>> | undefined {
  return takeEarly(categoriesKey(body));
}

export function takeEarlyFirstPage(
  filter: PartnerListFilter,
): Promise<PartnerListItem[]> | undefined {
  return takeEarly(firstPageKey(filter));
}
