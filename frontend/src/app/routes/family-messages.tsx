// A student's or parent's messages in the frame of their area: the top bar, a way back to the
// dashboard, and the footer (their area has no menu of its own yet).
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import MessagesPage from '@/features/messages/components/messages-page';
import { useAuth } from '@/lib/auth';
import type { Role } from '@/lib/roles';

import { SiteFooter } from '../layouts/site-footer';
import { TopBar } from '../layouts/top-bar';

export default function FamilyMessages() {
  const { user } = useAuth();
  const role = (user?.role ?? 'student') as Role;
  return (
    <>
      <TopBar />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Link to={paths[role].dashboard.getHref()} className="text-sm underline">
          ← Dashboard
        </Link>
        <div className="mt-3">
          <MessagesPage />
        </div>
      </main>
      <SiteFooter variant="dashboard" />
    </>
  );
}
