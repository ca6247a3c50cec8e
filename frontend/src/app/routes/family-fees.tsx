// A student's or parent's fees, or one receipt, in their area's frame (layouts/family-layout.tsx).
import { useParams } from 'react-router-dom';

import FeesPage from '@/features/fees/components/fees-page';
import ReceiptPage from '@/features/fees/components/receipt-page';

export default function FamilyFees() {
  const { paymentId } = useParams();
  return paymentId ? <ReceiptPage /> : <FeesPage />;
}
