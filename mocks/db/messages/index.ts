import './from-notifications';

export { addToDigest, pageUrl, sendOutside, sweepMessages } from './dispatch';
export { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';
