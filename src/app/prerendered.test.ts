import { afterEach, describe, expect, it } from 'vitest';
import { holdAppStylesUntilShown, revealApp } from './prerendered';

/** A prerendered page as the build writes it: the copy, its styles, the hidden root. */
function prerenderedPage() {
  const copyStyles = document.createElement('style');
  copyStyles.setAttribute('data-prerendered', '');
  copyStyles.textContent = '.a{color:red}';
  document.head.append(copyStyles);
  document.body.innerHTML =
    '<div id="prerendered" inert><p class="a">copy</p></div><div id="root" hidden></div>';
}

/** The app's style sheet, as styled-components adds it to the head as it first renders. */
function appStyles() {
  const style = document.createElement('style');
  style.setAttribute('data-styled', 'test');
  document.head.append(style);
  style.sheet?.insertRule('.a{color:blue}');
  return style;
}

const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('the swap of the prerendered copy', () => {
  // Only what the tests added: the head also holds styled-components' own sheet, which the other
  // test files of this worker (not isolated) still write into.
  afterEach(() => {
    document.head
      .querySelectorAll('style[data-prerendered], style[data-styled="test"]')
      .forEach((style) => style.remove());
    document.body.innerHTML = '';
  });

  it("keeps the app's styles off while the copy is shown, and swaps everything at once", async () => {
    prerenderedPage();
    holdAppStylesUntilShown();
    const style = appStyles();
    await tick();
    expect(style.sheet?.disabled).toBe(true);

    revealApp();
    expect(style.sheet?.disabled).toBe(false);
    expect(style.sheet?.cssRules).toHaveLength(1);
    expect(document.querySelector('style[data-prerendered]')).toBeNull();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.getElementById('root')).not.toHaveAttribute('hidden');
  });

  it('holds nothing when the page was not prerendered', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    holdAppStylesUntilShown();
    const style = appStyles();
    await tick();
    expect(style.sheet?.disabled).toBe(false);
  });
});
