import {
  BriefcaseMedical,
  CircleHelp,
  FileText,
  Handshake,
  IdCard,
  MapPin,
  PawPrint,
  Stethoscope,
  UserRoundPen,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { PROFILE_WITHOUT_CONTRACT } from '@clube/contract';
import { paths } from '../../config/paths';
import { httpHref } from '../../lib/external-link';

export type MenuItem = { label: string; Icon: LucideIcon } & (
  { to: string; href?: never } | { href: string; to?: never }
);

export interface MenuConditions {
  tadodoi: boolean;
  profile: number | null;
  linkPet: string;
}

/** The grid of docs/product.md#menu, in its order, with its conditions. */
export function menuItems({ tadodoi, profile, linkPet }: MenuConditions): MenuItem[] {
  const pet = httpHref(linkPet);
  const items: (MenuItem | false)[] = [
    tadodoi && { label: 'Tá Dodói', Icon: Stethoscope, to: paths.auth.getTouch },
    { label: 'Serviços', Icon: BriefcaseMedical, to: paths.auth.services },
    { label: 'Parceiros', Icon: Handshake, to: paths.auth.partnersType },
    profile !== PROFILE_WITHOUT_CONTRACT && {
      label: 'Contrato',
      Icon: FileText,
      to: paths.auth.contract,
    },
    { label: 'Dados Gerais', Icon: UserRoundPen, to: paths.auth.generalData },
    { label: 'Meu Endereço', Icon: MapPin, to: paths.auth.myAddress },
    { label: 'Carteirinha', Icon: IdCard, to: paths.auth.membershipCard },
    { label: 'Dependentes', Icon: Users, to: paths.auth.dependents },
    { label: 'Perguntas Frequentes', Icon: CircleHelp, to: paths.auth.faq },
    pet !== null && { label: 'Telemedicina Pet', Icon: PawPrint, href: pet },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}
