import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_ID } from '../db/customers';
import { pushNotification } from '../db/notifications';
import { MockApi, codesOf } from '../testing/mock-api';

const LIST = '/customer/api/v1/notifications/';
type Page = {
  count: number;
  unread_count: number;
  results: {
    id: number;
    kind: string;
    body: string;
    read: boolean;
    title?: string;
    link?: string;
  }[];
};

async function demo() {
  const client = new MockApi('en');
  await client.signIn();
  return client;
}

describe('notifications', () => {
  it('lists the seeded notifications newest first with the unread count', async () => {
    const client = await demo();
    const page = await client.get<Page>(LIST);
    expect(page.body).toMatchObject({ count: 7, unread_count: 3, page: 1 });
    expect(page.body.results[0]?.body).toMatch(/<script>.*onerror=.*javascript:/);
    expect(new Set(page.body.results.map((item) => item.kind)).size).toBeGreaterThanOrEqual(6);
    const unread = await client.get<Page>(`${LIST}?unread_only=true`);
    expect(unread.body.results.every((item) => !item.read)).toBe(true);
    client.language = 'ar';
    expect((await client.get<Page>(LIST)).body.results[1]?.title).toBe('عروض التمويل جاهزة');
  });

  it('tells of requests and reservations the customer has, each named and linked to its page', async () => {
    const client = await demo();
    const { results } = (await client.get<Page>(LIST)).body;
    const linked = results.filter((item) => item.link !== '/terms');
    expect(linked.length).toBe(results.length - 1);
    for (const item of linked) {
      const found = /^\/(financing-requests|account\/reservations)\/(\d+)/.exec(item.link ?? '');
      expect(found, item.link).not.toBeNull();
      const [, kind, id] = found!;
      const api =
        kind === 'financing-requests'
          ? `/customer/api/v1/financing-requests/${id}/`
          : `/customer/api/v1/reservations/${id}/`;
      const record = await client.get<{ number: string }>(api);
      expect(record.status, api).toBe(200);
      expect(item.body).toContain(record.body.number);
    }
  });

  it('marks one, then all, as read', async () => {
    const client = await demo();
    const first = (await client.get<Page>(LIST)).body.results[0]!;
    expect((await client.post(`/customer/api/v1/notifications/${first.id}/read`)).status).toBe(204);
    expect((await client.get<Page>(LIST)).body.unread_count).toBe(2);
    expect((await client.post('/customer/api/v1/notifications/mark-all-read')).status).toBe(204);
    expect((await client.get<Page>(LIST)).body.unread_count).toBe(0);
    expect(codesOf(await client.post('/customer/api/v1/notifications/999/read'))).toEqual([
      'notification__not_found',
    ]);
  });

  it('shows notifications pushed by other flows, only to their customer', async () => {
    pushNotification(DEMO_CUSTOMER_ID, {
      kind: 'financing_request_processing',
      body: { ar: 'طلبك قيد المعالجة.', en: 'Your request is being processed.' },
      link: '/account/requests',
    });
    const client = await demo();
    const page = await client.get<Page>(LIST);
    expect(page.body.results[0]).toMatchObject({
      kind: 'financing_request_processing',
      read: false,
    });
    expect(page.body.unread_count).toBe(4);
    const other = new MockApi('en');
    await other.start();
    const started = await other.post<{ sid: string }>('/customer/api/v1/sign-up', {
      json: {
        national_id: '1000000065',
        phone_number: '0555555555',
        birthday: '1990-01-01',
        birthday_calendar: 'gregorian',
      },
    });
    await other.post('/customer/api/v1/sign-up/otp', {
      json: { sid: started.body.sid, otp: '123456' },
    });
    expect((await other.get<Page>(LIST)).body).toMatchObject({ count: 0, unread_count: 0 });
    expect(
      codesOf(await other.post(`/customer/api/v1/notifications/${page.body.results[0]!.id}/read`)),
    ).toEqual(['notification__not_found']);
  });

  it('needs a session', async () => {
    expect((await new MockApi('en').get(LIST)).status).toBe(401);
  });
});
