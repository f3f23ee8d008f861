import type { ViewedListing } from './device-history';
import { useRecordView } from './use-recently-viewed';

/** Put on a listing's page: records that it was opened (nothing to show). */
export function RecordView({ listing }: { listing: ViewedListing }) {
  useRecordView(listing);
  return null;
}
