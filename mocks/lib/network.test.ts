import { describe, expect, it } from 'vitest';
import { connectionNetwork, networkOf, trustedProxies } from './network';

describe('the network of a request', () => {
  const none = trustedProxies('');
  const nginx = trustedProxies('10.0.0.5, ::ffff:10.0.0.6');

  it('is the connection address, whatever the client says', () => {
    expect(connectionNetwork('::ffff:203.0.113.7', '198.51.100.1', none)).toBe('203.0.113.7');
    expect(connectionNetwork('2001:db8::1', undefined, none)).toBe('2001:db8::1');
    expect(connectionNetwork(undefined, '198.51.100.1', none)).toBe('local');
  });

  it("is a trusted proxy's X-Real-IP, and only an address", () => {
    expect(connectionNetwork('10.0.0.5', '198.51.100.1', nginx)).toBe('198.51.100.1');
    expect(connectionNetwork('10.0.0.6', ['198.51.100.2'], nginx)).toBe('198.51.100.2');
    expect(connectionNetwork('10.0.0.5', 'evil, 1.2.3.4', nginx)).toBe('10.0.0.5');
    expect(connectionNetwork('10.0.0.5', undefined, nginx)).toBe('10.0.0.5');
    expect(connectionNetwork('10.0.0.9', '198.51.100.1', nginx)).toBe('10.0.0.9');
  });

  it('in-process: the X-Mock-Network header, or local', () => {
    expect(networkOf(new Request('http://x/', { headers: { 'X-Mock-Network': 'net-a' } }))).toBe(
      'net-a',
    );
    expect(networkOf(new Request('http://x/'))).toBe('local');
  });
});
