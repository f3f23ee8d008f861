export { nafathNumberMessages } from './messages';
export { NafathNumber } from './nafath-number';
export {
  useNafathAttempt,
  type NafathAttempt,
  type NafathAttemptStore,
} from './use-nafath-attempt';
