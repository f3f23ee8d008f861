export { MessageChannels } from './components/message-channels';
export { Unsubscribe } from './components/unsubscribe';
