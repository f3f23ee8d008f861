import type { FinancingTimelineEventEvent } from '../../../generated/model';
import type { Localized } from '../../lib/http';
import { pushNotification } from '../notifications';
import type { MockFinancingRequest } from './store';

/** A step of the request's timeline that the request itself makes (documents_requested: documents.ts). */
export type FinancingEvent = Exclude<FinancingTimelineEventEvent, 'documents_requested'>;

const KIND = {
  submitted: 'financing_request_submitted',
  offers_ready: 'financing_request_prepared',
  offer_chosen: 'financing_request_offer_chosen',
  under_review: 'financing_request_processing',
  approved: 'financing_request_approved',
  rejected: 'financing_request_rejected',
  canceled: 'financing_request_canceled',
  expired: 'financing_request_expired',
} as const satisfies Record<FinancingEvent, string>;

const TEXT: Record<FinancingEvent, { title: Localized; body: (number: string) => Localized }> = {
  submitted: {
    title: { ar: 'أُرسل طلب التمويل', en: 'Your financing request was sent' },
    body: (number) => ({
      ar: `استلمنا طلب التمويل رقم <b>${number}</b>، وسيُعدّ المستشار عروض البنوك لك.`,
      en: `We received financing request <b>${number}</b>; the agent will prepare the banks' offers for you.`,
    }),
  },
  offers_ready: {
    title: { ar: 'عروض التمويل جاهزة', en: 'Your financing offers are ready' },
    body: (number) => ({
      ar: `أعدّ المستشار عروض البنوك لطلب التمويل رقم <b>${number}</b>. اختر العرض المناسب لك.`,
      en: `The agent prepared the banks' offers for financing request <b>${number}</b>. Choose the one that suits you.`,
    }),
  },
  offer_chosen: {
    title: { ar: 'أُرسل طلبك إلى جهة التمويل', en: 'Your application went to the bank' },
    body: (number) => ({
      ar: `اخترت عرضًا لطلب التمويل رقم <b>${number}</b>، وأرسلنا طلبك إلى جهة التمويل لدراسته.`,
      en: `You chose an offer for financing request <b>${number}</b>; we sent your application to the financing entity for review.`,
    }),
  },
  under_review: {
    title: { ar: 'طلب التمويل قيد المعالجة', en: 'Your financing request is being processed' },
    body: (number) => ({
      ar: `بدأت جهة التمويل دراسة طلب التمويل رقم <b>${number}</b>.`,
      en: `The financing entity started reviewing financing request <b>${number}</b>.`,
    }),
  },
  approved: {
    title: { ar: 'تمت الموافقة على طلب التمويل', en: 'Your financing request was approved' },
    body: (number) => ({
      ar: `وافقت جهة التمويل على طلب التمويل رقم <b>${number}</b>.`,
      en: `The financing entity approved financing request <b>${number}</b>.`,
    }),
  },
  rejected: {
    title: { ar: 'تم رفض طلب التمويل', en: 'Your financing request was declined' },
    body: (number) => ({
      ar: `اعتذرت جهة التمويل عن طلب التمويل رقم <b>${number}</b>. يمكنك تقديم طلب جديد.`,
      en: `The financing entity declined financing request <b>${number}</b>. You may submit a new request.`,
    }),
  },
  canceled: {
    title: { ar: 'أُلغي طلب التمويل', en: 'Your financing request was canceled' },
    body: (number) => ({
      ar: `أُلغي طلب التمويل رقم <b>${number}</b> بناءً على طلبك.`,
      en: `Financing request <b>${number}</b> was canceled as you asked.`,
    }),
  },
  expired: {
    title: { ar: 'انتهت صلاحية طلب التمويل', en: 'Your financing request expired' },
    body: (number) => ({
      ar: `انتهت صلاحية طلب التمويل رقم <b>${number}</b>. يمكنك تقديم طلب جديد.`,
      en: `Financing request <b>${number}</b> expired. You may start a new request.`,
    }),
  },
};

function financingNotification(request: MockFinancingRequest, event: FinancingEvent) {
  const text = TEXT[event];
  const path =
    event === 'offers_ready'
      ? `/financing-requests/${request.id}/offers`
      : `/financing-requests/${request.id}`;
  return { kind: KIND[event], title: text.title, body: text.body(request.number), link: path };
}

/** A change of the request: a step of its timeline at `at`, and a notification to the customer. */
export function recordFinancingEvent(
  request: MockFinancingRequest,
  event: FinancingEvent,
  at: number,
): void {
  request.history.push({ event, at });
  pushNotification(request.customerId, financingNotification(request, event));
}
