import './index.css';

import { signedInBar } from './app/layouts/signed-in-bar';
import { mount } from './app/mount';
import { readSettingsEarly } from './features/settings/api/get-school-settings';
import { startEarlyReads } from './lib/early-reads';
import { warmNumberFormats } from './lib/warm-formats';
import { registerServiceWorker } from './lib/service-worker';

// The first page's reads start before the application renders (and mount() makes the router,
// which starts downloading the page's code, before it renders too): the school's settings for
// every page, and a signed-in person's own.
readSettingsEarly();
const role = startEarlyReads(window.location.pathname);
if (role) {
  // The teachers' and families' pages write times on the school's clock, which Intl writes; the
  // admin's write their figures and sums without it (text.ts, formatCount).
  if (role !== 'admin') warmNumberFormats();
  // Its code is fetched again when the bar renders, should this fail (offline, say).
  signedInBar().catch(() => undefined);
}
mount();
registerServiceWorker();
