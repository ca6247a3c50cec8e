// The MSW server every component test shares; each test adds the answers it needs.
import { setupServer } from 'msw/node';

export const server = setupServer();
