// Every message file of this language, merged. Files are per area: the first segment of the id.
// dev.json (the development tools in src/app/dev) stays out of the production build.
type Catalogue = Record<string, string>;
const files = import.meta.env.DEV
  ? import.meta.glob<Catalogue>('./*.json', { eager: true, import: 'default' })
  : import.meta.glob<Catalogue>(['./*.json', '!./dev.json'], { eager: true, import: 'default' });

const messages: Record<string, string> = Object.assign({}, ...Object.values(files));
export default messages;
