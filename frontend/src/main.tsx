import './index.css';

import { mount } from './app/mount';
import { startEarlyReads } from './lib/early-reads';
import { warmNumberFormats } from './lib/money';
import { registerServiceWorker } from './lib/service-worker';

// The first page's reads start before the application renders (and mount() makes the router,
// which starts downloading the page's code, before it renders too).
if (startEarlyReads(window.location.pathname)) warmNumberFormats();
mount();
registerServiceWorker();
