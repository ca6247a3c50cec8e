import './index.css';

import { mount } from './app/mount';

mount();
