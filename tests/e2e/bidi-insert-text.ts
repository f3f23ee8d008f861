// Playwright over WebDriver BiDi (the Firefox journeys) types a fill's text with a page script that
// sets `input.value` and sends an `input` event. React keeps its own copy of a controlled field's value
// by wrapping the element's `value` setter, so it sees no change and renders the old value back: the
// field stays empty for the app. A keyboard, and Playwright on Chromium (its native insertText), go
// through the browser, where React sees the change. This init script wraps Playwright's helper
// (`window.__pw_bidiInsertText`, defined after it) to set the value through the prototype's setter, as
// the browser does, and leaves everything else (frames, contenteditable) to it. A string, not a
// function: a transpiler's helpers would not exist in the page.
export const FIX_BIDI_INSERT_TEXT = `(() => {
  const wrap = (original) => (text) => {
    let element = document.activeElement;
    while (element && element.shadowRoot && element.shadowRoot.activeElement)
      element = element.shadowRoot.activeElement;
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement))
      return original(text);
    const start = element.selectionStart ?? element.value.length;
    const end = element.selectionEnd ?? start;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value').set;
    setter.call(element, element.value.slice(0, start) + text + element.value.slice(end));
    if (element.selectionStart !== null)
      element.setSelectionRange(start + text.length, start + text.length);
    element.dispatchEvent(new InputEvent('input', { data: text, bubbles: true, composed: true }));
    return undefined;
  };
  let helper;
  Object.defineProperty(window, '__pw_bidiInsertText', {
    configurable: true,
    get: () => helper,
    set: (original) => { helper = wrap(original); },
  });
})();`;
