import type { MessageDescriptor } from 'react-intl';
import type {
  FinancingDocumentKind,
  FinancingRequest,
  FinancingTimelineEventEvent,
} from '@generated/model';
import { timelineMessages as t } from '../../messages/timeline';

export type TimelineStep = {
  key: string;
  label: MessageDescriptor;
  state: 'done' | 'current' | 'upcoming';
  at?: string;
  documentKind?: FinancingDocumentKind;
};

const LABELS: Record<FinancingTimelineEventEvent, MessageDescriptor> = {
  submitted: t.offersRequested,
  documents_requested: t.documentsRequested,
  offers_ready: t.offersReady,
  offer_chosen: t.submitted,
  under_review: t.underReview,
  approved: t.approved,
  rejected: t.rejected,
  canceled: t.canceled,
  expired: t.expired,
};

const AHEAD = ['submitted', 'offers_ready', 'offer_chosen', 'under_review'] as const;
const FINAL: readonly FinancingTimelineEventEvent[] = [
  'approved',
  'rejected',
  'canceled',
  'expired',
];

/**
 * What happened (the server's timeline, each with its time; the last one current) and what comes next
 * in the usual order, up to the bank's decision; nothing comes after a final step.
 */
export function timelineSteps(request: FinancingRequest): TimelineStep[] {
  const events = request.timeline;
  const last = events.at(-1)?.event;
  const past: TimelineStep[] = events.map((item, index) => ({
    key: `${item.event}-${index}`,
    label: LABELS[item.event],
    state: index === events.length - 1 && !FINAL.includes(item.event) ? 'current' : 'done',
    at: item.at,
    documentKind: item.document_kind,
  }));
  if (last && FINAL.includes(last)) return past;
  const reached = new Set(events.map((item) => item.event));
  const next: TimelineStep[] = AHEAD.filter((event) => !reached.has(event)).map((event) => ({
    key: event,
    label: LABELS[event],
    state: 'upcoming',
  }));
  return [...past, ...next, { key: 'decision', label: t.decision, state: 'upcoming' }];
}
