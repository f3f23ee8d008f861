import type {
  MessageKind,
  MessageKindChannels,
  MessageLanguage,
  MessagePreferences,
  MobileChannel,
} from '../../generated/model';
import { scoped } from '../lib/namespace';
import { consentsOf, onMarketingConsent } from './consents';
import { onReset } from './registry';

/** Every kind, in the contract's order (MessageKind). */
export const MESSAGE_KINDS: readonly MessageKind[] = [
  'saved_search_match',
  'price_drop',
  'available_again',
  'reservation_payment',
  'transfer_deadline',
  'financing_status',
  'offers_ready',
  'documents_requested',
  'marketing',
];
/** Service messages: no unsubscribe link, sent whatever marketing says. */
export const SERVICE_KINDS: readonly MessageKind[] = [
  'reservation_payment',
  'transfer_deadline',
  'financing_status',
  'offers_ready',
  'documents_requested',
];
export type Channel = 'email' | 'mobile' | 'push';
export const CHANNELS: readonly Channel[] = ['email', 'mobile', 'push'];
type Channels = Record<Channel, boolean>;

type StoredPreferences = {
  language: MessageLanguage;
  mobileChannel: MobileChannel;
  /** Minutes after midnight, Riyadh time. */
  digestMinutes: number;
  kinds: Map<MessageKind, Channels>;
};

const store = scoped(() => new Map<number, StoredPreferences>());
onReset(() => store.clear());

export const isService = (kind: MessageKind) => SERVICE_KINDS.includes(kind);
export const marketingConsented = (customerId: number) =>
  consentsOf(customerId).some((item) => item.kind === 'marketing' && !item.withdrawn_at);

function defaultChannels(kind: MessageKind, customerId: number): Channels {
  if (isService(kind)) return { email: true, mobile: true, push: false };
  if (kind === 'marketing')
    return { email: marketingConsented(customerId), mobile: false, push: false };
  return { email: true, mobile: false, push: false };
}

function stored(customerId: number): StoredPreferences {
  let preferences = store.get(customerId);
  if (!preferences) {
    preferences = {
      language: 'ar',
      mobileChannel: 'sms',
      digestMinutes: 9 * 60,
      kinds: new Map(MESSAGE_KINDS.map((kind) => [kind, defaultChannels(kind, customerId)])),
    };
    store.set(customerId, preferences);
  }
  return preferences;
}

/** Withdrawing marketing turns marketing off on every channel; giving it again turns e-mail on. */
onMarketingConsent((customerId, held) => {
  stored(customerId).kinds.set('marketing', { email: held, mobile: false, push: false });
});

const pad = (n: number) => String(n).padStart(2, '0');
export const digestTimeOf = (minutes: number) =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export function preferencesOf(customerId: number): MessagePreferences {
  const preferences = stored(customerId);
  return {
    language: preferences.language,
    mobile_channel: preferences.mobileChannel,
    digest_time: digestTimeOf(preferences.digestMinutes),
    marketing_consent: marketingConsented(customerId),
    kinds: MESSAGE_KINDS.map((kind): MessageKindChannels => ({
      kind,
      service: isService(kind),
      ...preferences.kinds.get(kind)!,
    })),
  };
}

/** The settings the sender reads: language, mobile channel, digest time, each kind's channels. */
export function sendingSettings(customerId: number) {
  const preferences = stored(customerId);
  return {
    language: preferences.language,
    mobileChannel: preferences.mobileChannel,
    digestMinutes: preferences.digestMinutes,
    wants: (kind: MessageKind, channel: Channel) =>
      (kind !== 'marketing' || marketingConsented(customerId)) &&
      preferences.kinds.get(kind)![channel],
  };
}

export type PreferencesChange = {
  language?: MessageLanguage;
  mobileChannel?: MobileChannel;
  digestMinutes?: number;
  kinds?: Array<{ kind: MessageKind } & Partial<Channels>>;
};

/** Applies a checked change; `consent-required` when it turns marketing on without consent. */
export function changePreferences(
  customerId: number,
  change: PreferencesChange,
): MessagePreferences | 'consent-required' {
  const preferences = stored(customerId);
  const turnsMarketingOn = change.kinds?.some(
    (item) => item.kind === 'marketing' && CHANNELS.some((channel) => item[channel] === true),
  );
  if (turnsMarketingOn && !marketingConsented(customerId)) return 'consent-required';
  if (change.language) preferences.language = change.language;
  if (change.mobileChannel) preferences.mobileChannel = change.mobileChannel;
  if (change.digestMinutes !== undefined) preferences.digestMinutes = change.digestMinutes;
  for (const { kind, ...channels } of change.kinds ?? [])
    Object.assign(preferences.kinds.get(kind)!, channels);
  return preferencesOf(customerId);
}

/** Turns one kind on or off on one channel (the unsubscribe link and its undo). */
export function setChannel(customerId: number, kind: MessageKind, channel: Channel, on: boolean) {
  stored(customerId).kinds.get(kind)![channel] = on;
}

export function erasePreferences(customerId: number): void {
  store.delete(customerId);
}
