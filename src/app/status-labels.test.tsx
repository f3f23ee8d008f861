import { readdirSync, readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  getGetFinancingRequestMockHandler,
  getGetFinancingRequestResponseMock,
  getListFinancingRequestsMockHandler,
} from '@generated/api/financing/financing.msw';
import {
  FinancingRequestStatus,
  NotificationKind,
  PaymentMethod,
  ReservationStatus,
  UnitStatus,
} from '@generated/model';
import { FinancingRequestList, financingRequestStatusMessages } from '@/entities/financing-request';
import { notificationKindMessages } from '@/entities/notification';
import { paymentMethodMessages, reservationStatusMessages } from '@/entities/reservation';
import { unitStatusMessages } from '@/entities/unit';
import { RequestDetail } from '@/features/financing';
import { renderApp } from '@/testing/render';
import { server } from '../../mocks/node';

const LANGUAGES = ['ar', 'en'] as const;
const catalogue = Object.fromEntries(
  LANGUAGES.map((language) => {
    const folder = `src/i18n/locales/${language}`;
    const messages: Record<string, string> = {};
    for (const file of readdirSync(folder))
      Object.assign(messages, JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')));
    return [language, messages];
  }),
) as Record<(typeof LANGUAGES)[number], Record<string, string>>;

const LABELLED: [string, Record<string, string>, Record<string, MessageDescriptor>][] = [
  ['financing request status', FinancingRequestStatus, financingRequestStatusMessages],
  ['reservation status', ReservationStatus, reservationStatusMessages],
  ['unit status', UnitStatus, unitStatusMessages],
  ['payment method', PaymentMethod, paymentMethodMessages],
  ['notification kind', NotificationKind, notificationKindMessages],
];

describe('one label per status, in each language', () => {
  it.each(LABELLED)('every %s has one label, different from the others', (_, values, labels) => {
    expect(Object.keys(labels).sort()).toEqual(Object.values(values).sort());
    for (const language of LANGUAGES) {
      const texts = Object.values(values).map((value) => catalogue[language][labels[value].id!]);
      expect(texts.every((text) => typeof text === 'string' && text.trim() !== '')).toBe(true);
      expect(new Set(texts).size, `${language}: ${texts.join(' | ')}`).toBe(texts.length);
    }
  });

  it('no other message names a status: the records own their labels', () => {
    const owned = new Set(
      LABELLED.flatMap(([, , labels]) => Object.values(labels).map((m) => m.id)),
    );
    const statuses = new Set<string>(
      [FinancingRequestStatus, ReservationStatus, UnitStatus].flatMap((values) =>
        Object.values(values),
      ),
    );
    const others = Object.keys(catalogue.en).filter((id) => {
      const [value = '', ...rest] = id.split('.').reverse();
      return !owned.has(id) && statuses.has(value) && rest.some((part) => /status/i.test(part));
    });
    expect(others).toEqual([]);
  });

  it.each([
    ['ar', 'تمت الموافقة'],
    ['en', 'Approved'],
  ] as const)(
    'an approved request reads the same in the list, on its page and in its timeline (%s)',
    async (locale, label) => {
      const request = {
        ...getGetFinancingRequestResponseMock(),
        id: 7,
        status: 'approved' as const,
        timeline: [
          { event: 'submitted' as const, at: '2025-03-04T10:30:00+03:00' },
          { event: 'approved' as const, at: '2025-03-06T10:30:00+03:00' },
        ],
      };
      server.use(
        getListFinancingRequestsMockHandler({
          count: 1,
          page: 1,
          page_size: 10,
          results: [request],
        }),
        getGetFinancingRequestMockHandler(request),
      );
      await renderApp(
        <>
          <FinancingRequestList />
          <RequestDetail requestId={7} />
        </>,
        { session: false, locale },
      );
      expect(await screen.findAllByText(label, { exact: true })).toHaveLength(3);
      expect(catalogue[locale][financingRequestStatusMessages.approved.id!]).toBe(label);
    },
  );
});
