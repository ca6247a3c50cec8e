import './index.css';

import { mount } from './app/mount';
import { registerServiceWorker } from './lib/service-worker';

mount();
registerServiceWorker();
