// /notifications: the signed-in person's messages from the school, in every role's frame.
import { NotificationsList } from '@/features/notifications/components/notifications-list';

import { SiteFooter } from '../layouts/site-footer';
import { TopBar } from '../layouts/top-bar';

export default function Notifications() {
  return (
    <>
      <TopBar />
      <main className="mx-auto max-w-3xl px-4 py-10">
        <NotificationsList />
      </main>
      <SiteFooter variant="dashboard" />
    </>
  );
}
