import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import './lib/pdf-fonts-node';

/** The mock backend inside vitest. */
export const server = setupServer(...handlers);
