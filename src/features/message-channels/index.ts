export { MessageChannels } from './components/message-channels';
