export { AccountPage } from './components/account-page';
export { AccountOverview } from './components/account-overview';
export { AccountDetails } from './components/account-details';
export { EmailConfirmation } from './components/email/email-confirmation';
export { NotificationList } from './components/notifications/notification-list';
