/** The root error screen's messages in every language (scripts/compile-messages.ts). */
declare module 'virtual:root-error-messages' {
  const messages: Record<'ar' | 'en', Record<string, string>>;
  export default messages;
}
