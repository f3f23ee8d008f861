import { DECLARATION, RULESET, type Middleware } from 'stylis';
import stylisRtlPlugin from 'stylis-plugin-rtl';

/**
 * The text of a rule that cssjanus (inside stylis-plugin-rtl) may change: `left` and `right`,
 * `ltr` and `rtl`, resize cursors, shadows, translations, a background with a percentage, a
 * border-radius of several values, and the four-value forms of margin, padding and the border's
 * width, style and colours. A rule with none of them comes out of cssjanus as it went in.
 */
export const MAY_FLIP =
  /left|right|ltr|rtl|resize|shadow|translate|background[^;}]*%|border-radius\s*:[^;}]*\s|(?:margin|padding|border-width|border-style|-color)\s*:\s*\S+\s+\S+\s+\S+\s+\S/i;

/**
 * stylis-plugin-rtl, asked only about the rules it may change. It runs each rule through cssjanus
 * (some 25 regular expressions) and parses the result again: right to left, that was much of the style
 * work of a page's first render, for rules that mostly have nothing to flip (display, gap, colour,
 * font, a margin of one or two values). A rule of plain declarations without MAY_FLIP is left as it
 * is; anything else (comments, such as `@noflip`, nested rules, keyframes) goes to the plugin.
 */
export const rtlPlugin: Middleware = (element, index, children, callback) => {
  if (
    element.type === RULESET &&
    Array.isArray(element.children) &&
    element.children.every((child) => child.type === DECLARATION) &&
    !MAY_FLIP.test(`${element.value}{${element.children.map((child) => child.value).join('')}}`)
  )
    return undefined;
  return stylisRtlPlugin(element, index, children, callback);
};

// A name that survives minification: styled-components tells plugin sets apart by their names.
Object.defineProperty(rtlPlugin, 'name', { value: 'rtlPlugin' });
