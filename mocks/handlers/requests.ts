import type { HttpHandler } from 'msw';

export const requestsHandlers: HttpHandler[] = [];
