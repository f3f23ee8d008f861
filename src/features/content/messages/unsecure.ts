import { defineMessages } from '@/i18n/define-messages';
import { commonMessages } from '@/components/messages';

export const unsecureMessages = {
  ...defineMessages({
    explanation: {
      id: 'content.unsecure.explanation',
      defaultMessage:
        'For your protection, we stopped this request because your connection looks insecure. This usually happens when a VPN, a proxy or a shared public network is used.',
      description: 'Why the visitor sees the insecure-network page',
    },
    whatToDo: {
      id: 'content.unsecure.whatToDo',
      defaultMessage: 'What you can do',
      description: 'Heading of the steps to fix the connection',
    },
    stepVpn: {
      id: 'content.unsecure.stepVpn',
      defaultMessage: 'Turn off the VPN or proxy on your device or in your browser.',
      description: 'Step to fix the connection',
    },
    stepNetwork: {
      id: 'content.unsecure.stepNetwork',
      defaultMessage:
        'Connect through a network you trust, such as your home network or your mobile data.',
      description: 'Step to fix the connection',
    },
    stepRetry: {
      id: 'content.unsecure.stepRetry',
      defaultMessage: 'Then choose Try again.',
      description: 'Last step: use the try-again button',
    },
    home: {
      id: 'content.unsecure.home',
      defaultMessage: 'Go to the home page',
      description: 'Link',
    },
    help: {
      id: 'content.unsecure.help',
      defaultMessage:
        'If the problem continues, call customer care, Monday to Friday, 8:00 a.m. to 5:00 p.m.',
      description: 'Where to get help when the connection problem continues',
    },
  }),
  retry: commonMessages.retry,
};
