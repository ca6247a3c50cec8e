// A student's or parent's fees and receipts in the frame of their area: the top bar, a way back
// to the dashboard, and the footer (their area has no menu of its own yet). In print a receipt
// stands alone: the top bar, the way back and the footer are print:hidden.
import { Link, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import FeesPage from '@/features/fees/components/fees-page';
import ReceiptPage from '@/features/fees/components/receipt-page';
import { useAuth } from '@/lib/auth';
import type { Role } from '@/lib/roles';

import { SiteFooter } from '../layouts/site-footer';
import { TopBar } from '../layouts/top-bar';

export default function FamilyFees() {
  const { user } = useAuth();
  const { paymentId } = useParams();
  const role = (user?.role ?? 'student') as Role;
  return (
    <>
      <TopBar />
      <main className="mx-auto max-w-6xl px-4 py-6 print:p-0">
        {!paymentId && (
          <Link to={paths[role].dashboard.getHref()} className="text-sm underline print:hidden">
            ← Dashboard
          </Link>
        )}
        <div className="mt-3">{paymentId ? <ReceiptPage /> : <FeesPage />}</div>
      </main>
      <SiteFooter variant="dashboard" />
    </>
  );
}
