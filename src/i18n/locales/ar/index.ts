// Every message file of this language, merged. Files are per area: the first segment of the id.
const files = import.meta.glob<Record<string, string>>('./*.json', { eager: true, import: 'default' });

const messages: Record<string, string> = Object.assign({}, ...Object.values(files));
export default messages;
