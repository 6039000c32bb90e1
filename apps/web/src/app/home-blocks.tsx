import { CardShortcut } from '../features/card/components/card-shortcut';
import { YearSavings } from '../features/home/components/year-savings';
import { InvoiceDue } from '../features/contracts/components/invoice-due';
import { PartnerHighlights } from '../features/partners/components/partner-highlights';
import { NextAppointment } from '../features/tadodoi/components/next-appointment';

/**
 * docs/product.md#home: the home's blocks under the banners, each from its own feature, in the order
 * a member needs them. Each holds its space while loading and shows only when it applies.
 */
export function HomeBlocks() {
  return (
    <>
      <CardShortcut />
      <YearSavings />
      <NextAppointment />
      <InvoiceDue />
      <PartnerHighlights />
    </>
  );
}
