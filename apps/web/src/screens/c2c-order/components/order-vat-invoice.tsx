import { useProfile } from '../../../features/account/api/get-profile.ts';
import { type VatInvoice, VatInvoiceFields } from '../../../features/orders/components/vat-invoice-fields.tsx';
import { vatInvoiceFromProfile } from '../../../features/orders/vat-from-profile.ts';

type OrderVatInvoiceProps = { value: VatInvoice | null; onChange: (next: VatInvoice | null) => void };

/** The order's VAT option, started from the signed-in company's profile (features meet here, not in orders). */
export function OrderVatInvoice({ value, onChange }: OrderVatInvoiceProps) {
  const { data: profile } = useProfile();
  return <VatInvoiceFields value={value} onChange={onChange} suggested={vatInvoiceFromProfile(profile)} />;
}
