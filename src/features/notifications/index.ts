export { NotificationPopup } from './components/notification-popup';
