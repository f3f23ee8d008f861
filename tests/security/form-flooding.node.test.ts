// Attack: flooding customer care, the sales team, recruiting and the advertisers' lead reports from
// one network: contact messages, real-estate requests, CV uploads and leads were taken without end.
// Each is limited per network (the contract's `x-rate-limits`), answered 429
// `action__limit_exceeded` with `Retry-After`, and another network is not held back.
import { describe, expect, it } from 'vitest';
import { multipart } from '../../mocks/testing/multipart';
import { expectAnswer, useMockApi, type MockApi } from '../../mocks/testing/mock-api';
import { FILES } from './support/files';

const HOUR = 3600;
const contact = {
  full_name: 'Sara Al Qahtani',
  email: 'sara@example.com',
  phone_number: '0551234567',
};

type Form = { name: string; max: number; send: (api: MockApi, network: string) => Promise<number> };

const header = (network: string) => ({ 'X-Mock-Network': network });

const FORMS: Form[] = [
  {
    name: 'contact messages',
    max: 10,
    send: async (api, network) =>
      (
        await api.post('/customer/api/v1/feedback', {
          json: { ...contact, reason: 'suggestion', text: 'Please add more villas in Al Narjis.' },
          headers: header(network),
        })
      ).status,
  },
  {
    name: 'real-estate requests',
    max: 10,
    send: async (api, network) =>
      (
        await api.post('/customer/api/v1/real-estate-request', {
          json: {
            ...contact,
            purpose: 'buy',
            property_type: 'house',
            price_range: '1m_2m',
            region: 1,
            city: 1,
            districts: [101],
            consent: true,
          },
          headers: header(network),
        })
      ).status,
  },
  {
    name: 'CV uploads',
    max: 10,
    send: async (api, network) => {
      const { body, contentType } = multipart(
        { opening_id: '12', ...contact },
        { field: 'cv', name: 'cv.pdf', type: 'application/pdf', bytes: FILES.pdf },
      );
      const answer = await api.call('POST', '/customer/api/v1/careers/applications', {
        raw: body,
        headers: { 'Content-Type': contentType, ...header(network) },
      });
      return answer.status;
    },
  },
  {
    name: 'leads',
    max: 60,
    send: async (api, network) =>
      (
        await api.post('/customer/api/v1/leads', {
          json: { listing_kind: 'unit', listing_id: 501, channel: 'call' },
          headers: header(network),
        })
      ).status,
  },
];

describe('public forms cannot be flooded from one network', () => {
  const mock = useMockApi();

  it.each(FORMS)(
    '$name: $max an hour from one network, then 429 with Retry-After',
    async (form) => {
      const { api } = mock;
      await api.start();
      for (let sent = 0; sent < form.max; sent += 1)
        expect(await form.send(api, 'net-a'), `#${sent + 1}`).toBe(201);
      expect(await form.send(api, 'net-b')).toBe(201);
      expect(await form.send(api, 'net-a')).toBe(429);
      const refused = api.exchanges.at(-1)!;
      expectAnswer(refused, 429, 'action__limit_exceeded');
      const wait = Number(refused.headers.get('retry-after'));
      expect(Number.isInteger(wait) && wait > 0 && wait <= HOUR, `Retry-After ${wait}`).toBe(true);
      await api.advance(wait);
      expect(await form.send(api, 'net-a')).toBe(201);
    },
  );
});
