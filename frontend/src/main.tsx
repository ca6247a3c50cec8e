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
const opened = startEarlyReads(window.location.pathname);
if (opened) {
  // Intl's locale data, which most pages' first number or time loads, loads beforehand; the
  // admin's dashboard writes its figures and sums without Intl (text.ts, formatCount), so on a
  // phone it never needs it (the charts a desktop shows load after the figures).
  if (!(opened.role === 'admin' && opened.dashboard)) warmNumberFormats();
  // Its code is fetched again when the bar renders, should this fail (offline, say).
  signedInBar().catch(() => undefined);
}
mount();
registerServiceWorker();
