import type { HttpHandler } from 'msw';

export const careersHandlers: HttpHandler[] = [];
