import { COMMENT, DECLARATION, KEYFRAMES, RULESET, type Element, type Middleware } from 'stylis';
import stylisRtlPlugin from 'stylis-plugin-rtl';

/**
 * The text of a rule that cssjanus (inside stylis-plugin-rtl) may change: `left` and `right`, a
 * direction, resize cursors, a box shadow whose first offset is not zero, a text shadow, a horizontal
 * translation, a border-radius of several values, and the four-value forms of margin, padding and the
 * border's width, style and colours (values are separated by spaces, declarations by `;`).
 */
const MAY_FLIP =
  /left|right|direction\s*:\s*(?:ltr|rtl)|:dir\(|resize|text-shadow|box-shadow\s*:\s*(?:inset\s*)?-?(?:\d*\.)?\d*[1-9]|translatex?\s*\(|border-radius\s*:[^;}]*\s|(?:margin|padding|border-width|border-style|-color)\s*:\s*[^\s;}]+\s+[^\s;}]+\s+[^\s;}]+\s+[^\s;}]/i;
/** A background with a percentage outside parentheses: a position cssjanus mirrors (`10%` → `90%`). */
const BACKGROUND_PERCENT = /background[^;}]*%/i;
const PARENTHESISED = /\([^()]*\)/g;

/** Whether cssjanus may change the rule text `css` (false: it would come out as it went in). */
export function mayFlip(css: string): boolean {
  if (MAY_FLIP.test(css)) return true;
  let outside = css;
  for (let last = ''; last !== outside;)
    [last, outside] = [outside, outside.replace(PARENTHESISED, '')];
  return BACKGROUND_PERCENT.test(outside);
}

/** A rule's text for mayFlip: its selector and declarations; undefined when a part needs the plugin. */
function ruleText(rule: Element): string | undefined {
  if (!Array.isArray(rule.children)) return undefined;
  let text = `${rule.value}{`;
  for (const child of rule.children) {
    // A comment is dropped from the output either way, but `/* @noflip */` is an instruction.
    if (child.type === COMMENT && !/@noflip/i.test(child.value)) continue;
    if (child.type !== DECLARATION) return undefined;
    text += child.value;
  }
  return `${text}}`;
}

/** An element's text for mayFlip: a rule, or keyframes made of rules; undefined for anything else. */
function elementText(element: Element): string | undefined {
  if (element.type === RULESET) return ruleText(element);
  if (element.type !== KEYFRAMES || !Array.isArray(element.children)) return undefined;
  const frames = element.children.map(ruleText);
  return frames.every((frame) => frame !== undefined) ? frames.join('') : undefined;
}

/**
 * stylis-plugin-rtl, asked only about the rules it may change. It runs each rule through cssjanus
 * (some 25 regular expressions) and parses the result again: right to left, that was much of the style
 * work of a page's first render, and the first rule it sees compiles those expressions (15-20 ms in
 * one task on a desktop), for rules that mostly have nothing to flip (display, gap, colour, font, a
 * margin of one or two values, a shadow straight down). A rule or keyframes of plain declarations
 * (comments aside) without anything mayFlip finds is left as it is; anything else (`@noflip`, nested
 * rules) goes to the plugin.
 */
export const rtlPlugin: Middleware = (element, index, children, callback) => {
  const text = elementText(element);
  if (text !== undefined && !mayFlip(text)) return undefined;
  return stylisRtlPlugin(element, index, children, callback);
};

// A name that survives minification: styled-components tells plugin sets apart by their names.
Object.defineProperty(rtlPlugin, 'name', { value: 'rtlPlugin' });
