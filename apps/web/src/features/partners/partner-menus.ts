import { PARTNER_TYPES, type PartnerMenuItem } from '@clube/contract';
import { Globe, MapPin, Sparkles, type LucideIcon } from 'lucide-react';

export interface PartnerTypeCard {
  /** Position in get-parceiros: 0 national, 1 exclusive, 2 local (docs/product.md#constants-and-delays). */
  position: number;
  menu: PartnerMenuItem;
  Icon: LucideIcon;
  description: string;
}

/** docs/product.md#partner-types order: exclusive club partners, local partners, national partners. */
const ORDER = [
  {
    position: PARTNER_TYPES.exclusive,
    Icon: Sparkles,
    description: 'Descontos que só quem é do clube tem.',
  },
  { position: PARTNER_TYPES.local, Icon: MapPin, description: 'Lojas e serviços perto de você.' },
  {
    position: PARTNER_TYPES.national,
    Icon: Globe,
    description: 'Grandes marcas, em todo o Brasil.',
  },
] as const;

/** The cards of the partner types page: one per menu, only the active ones. */
export function partnerTypeCards(menus: readonly PartnerMenuItem[]): PartnerTypeCard[] {
  return ORDER.flatMap(({ position, Icon, description }) => {
    const menu = menus[position];
    return menu?.active ? [{ position, menu, Icon, description }] : [];
  });
}
