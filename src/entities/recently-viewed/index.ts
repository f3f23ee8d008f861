export { RecordView } from './record-view';
export { RecentlyViewedList } from './recently-viewed-list';
export { recentlyViewedMessages } from './messages';
export type { ViewedListing } from './device-history';
