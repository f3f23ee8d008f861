import type { HttpHandler } from 'msw';

export const mediaHandlers: HttpHandler[] = [];
