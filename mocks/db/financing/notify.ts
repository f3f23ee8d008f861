import type { Localized } from '../../lib/http';
import { pushNotification } from '../notifications';
import type { MockFinancingRequest } from './store';

export type FinancingEvent = 'prepared' | 'processing' | 'approved' | 'rejected';

const TEXT: Record<FinancingEvent, { title: Localized; body: (number: string) => Localized }> = {
  prepared: {
    title: { ar: 'عروض التمويل جاهزة', en: 'Your financing offers are ready' },
    body: (number) => ({
      ar: `أعدّ المستشار عروض البنوك لطلب التمويل رقم <b>${number}</b>. اختر العرض المناسب لك.`,
      en: `The agent prepared the banks' offers for financing request <b>${number}</b>. Choose the one that suits you.`,
    }),
  },
  processing: {
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
};

export function financingNotification(request: MockFinancingRequest, event: FinancingEvent) {
  const text = TEXT[event];
  const path =
    event === 'prepared'
      ? `/financing-requests/${request.id}/offers`
      : `/financing-requests/${request.id}`;
  return {
    kind: `financing_request_${event}` as const,
    title: text.title,
    body: text.body(request.number),
    link: path,
  };
}

/** Tells the customer about a status change (in the notifications list). */
export function notifyFinancing(request: MockFinancingRequest, event: FinancingEvent): void {
  pushNotification(request.customerId, financingNotification(request, event));
}
