import { EXCLUSIVE_MENU_NAME, NOTICE_SCREENS, type Notice } from '@clube/contract';
import { paths } from '../../config/paths';
import type { ClubData } from '../../lib/club-store';

/**
 * Where a notice takes the member: the route, and what the store must hold for that screen to show
 * the notice's record (the contract's invoices, the partner through its menu).
 */
export function noticeTarget({ destino }: Notice): { to: string; state: Partial<ClubData> } {
  switch (destino.tela) {
    case NOTICE_SCREENS.appointments:
      return { to: paths.auth.myAppointments, state: {} };
    case NOTICE_SCREENS.contract:
      return destino.id === null
        ? { to: paths.auth.contract, state: {} }
        : { to: paths.auth.contractDetails, state: { choosedContract: destino.id } };
    case NOTICE_SCREENS.partner:
      return destino.id === null || destino.menu === null
        ? { to: paths.auth.partnersType, state: {} }
        : {
            to: paths.auth.partnerDetails,
            state: {
              choosedPartner: destino.id,
              choosedPartnerMenu: {
                idServicoParceiro: destino.menu,
                nome: EXCLUSIVE_MENU_NAME,
                active: true,
              },
            },
          };
    case NOTICE_SCREENS.profile:
      return { to: paths.auth.profile, state: {} };
    default:
      return { to: paths.auth.home, state: {} };
  }
}
