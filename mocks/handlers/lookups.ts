import type { HttpHandler } from 'msw';

export const lookupsHandlers: HttpHandler[] = [];
