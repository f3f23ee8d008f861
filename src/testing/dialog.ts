import { beforeAll } from 'vitest';

/** jsdom has no modal dialogs: opening one sets `open`, as a browser does. */
export function polyfillDialogs() {
  beforeAll(() => {
    const proto = HTMLDialogElement.prototype;
    proto.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
}
