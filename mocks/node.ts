import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend inside vitest. */
export const server = setupServer(...handlers);
