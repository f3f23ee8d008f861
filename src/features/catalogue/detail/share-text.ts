/** A listing as a message starts: its title and the page's address. */
export function shareText(title: string): string {
  return typeof window === 'undefined' ? title : `${title} ${window.location.href}`;
}
