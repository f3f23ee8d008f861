// Attack: a cookie sent in the clear. The `locale` cookie (set by the language switch, in the page)
// had no `Secure`, so a site served over https would send it on any plain-http request to the host
// too, where a man in the middle can read or replace it. Over https it is Secure; over plain http
// (development) a Secure cookie could not be set, so it is not.
import { describe, expect, it } from 'vitest';
import { cookieLine } from '@/lib/http/cookies';

describe('a cookie the app writes', () => {
  it('is Secure on an https page', () => {
    expect(cookieLine('locale', 'en', 365, 'https:')).toMatch(/;\s*Secure(;|$)/);
  });

  it('is not Secure on a plain-http page (development), and is SameSite=Lax, Path=/ either way', () => {
    const line = cookieLine('locale', 'en', 365, 'http:');
    expect(line).not.toMatch(/Secure/);
    expect(line).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
