// The top bar's parts only someone signed in sees (layouts/top-bar.tsx): the notification bell
// and the user's menu. They download together (the one waiting for the other was a round trip
// more before a signed-in page's first paint), and main.tsx starts them with the script when a
// session is stored, beside the page's own code. A visitor's first page loads neither
// (decision 010).
export const signedInBar = () =>
  Promise.all([
    import('./user-menu'),
    import('@/features/notifications/components/notification-bell'),
  ]);
