// cssjanus ships no types; only its transform is used (by a test of src/styles/rtl-plugin.ts).
declare module 'cssjanus' {
  const cssjanus: { transform(css: string, options?: Record<string, boolean>): string };
  export default cssjanus;
}
