import { defineMessages } from '@/i18n/define-messages';

/** The Nafath number and its countdown (sign-up's last step, and proving it is you again). */
export const nafathNumberMessages = defineMessages({
  instructions: {
    id: 'auth.nafath.instructions',
    defaultMessage: 'Open the Nafath app on your phone and choose this number:',
    description: 'Above the big number to pick in the Nafath app',
  },
  number: {
    id: 'auth.nafath.number',
    defaultMessage: 'Number to choose in Nafath: {number}',
    description: 'Accessible name of the big number',
  },
  timeLeft: {
    id: 'auth.nafath.timeLeft',
    defaultMessage: 'Time left to confirm: {time}',
    description: 'Countdown until the Nafath request expires; {time} is minutes:seconds',
  },
});
