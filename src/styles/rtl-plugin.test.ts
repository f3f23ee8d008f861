import cssjanus from 'cssjanus';
import { compile, middleware, serialize, stringify, type Middleware } from 'stylis';
import stylisRtlPlugin from 'stylis-plugin-rtl';
import { describe, expect, it, vi } from 'vitest';
import { mayFlip, rtlPlugin } from './rtl-plugin';

const flip = (css: string, plugin: Middleware) =>
  serialize(compile(css), middleware([plugin, stringify]));

// Declarations cssjanus changes, ones it leaves alone that look alike, and plain ones.
const DECLARATIONS = [
  'margin:0 auto',
  'margin:1px 2px 3px 4px',
  'margin: 1px 2px 3px 4px !important',
  'margin:calc(1px + 2px) 0 0 4px',
  'padding:8px 16px',
  'padding:4px 8px 12px 16px',
  'padding-inline-start:8px',
  'margin-left:8px',
  'margin-right:auto',
  'left:0',
  'right:12px',
  'float:left',
  'text-align:right',
  'text-align:start',
  'direction:ltr',
  'direction:rtl',
  'cursor:e-resize',
  'cursor:nw-resize',
  'cursor:pointer',
  'border-radius:4px',
  'border-radius:4px 8px',
  'border-radius:1px 2px 3px 4px / 5px 6px',
  'border-top-left-radius:8px',
  'border-width:1px 2px 3px 4px',
  'border-style:solid dotted dashed double',
  'border-color:red green blue yellow',
  'border-color:rgba(0, 0, 0, 0.1) red #fff hsl(1, 2%, 3%)',
  'border:1px solid #ccc',
  'border-left:2px solid red',
  'outline-color:red green blue yellow',
  'background-position:10% 50%',
  'background-position-x:25%',
  'background:url(/media/left.png) 20% 0 no-repeat',
  'background-color:hsl(200, 60%, 82%)',
  'background:#fff',
  'box-shadow:2px 4px 8px rgba(0,0,0,.2)',
  'box-shadow:inset -1px 0 0 #000',
  'box-shadow:0 8px 32px rgb(0 0 0 / 22%)',
  'box-shadow:inset 0 -3px 0 #f2c200',
  'box-shadow:0.5px 0 red',
  'box-shadow:-0 1px red',
  'box-shadow:none',
  'background:rgb(255 255 255 / 12%)',
  'background:linear-gradient(90deg, rgb(0 0 0 / 10%) 10%, blue 90%)',
  'background:rgb(0 0 0 / 50%) 10% 20%',
  'background:url(/a.png) 10% 0',
  'margin-inline:var(--left, 0)',
  'width:calc(100% - var(--right))',
  'transform:translateY(16px)',
  'transform:translate3d(1px, 0, 0)',
  'text-shadow:0 1px red',
  'padding:8px 20px;border-radius:8px;border:2px solid #0b2a5b',
  'text-shadow:1px 1px 0 red',
  'transform:translateX(10px)',
  'transform:translate(-50%, 0)',
  'transform:rotate(45deg)',
  'inset-inline-end:0',
  'display:flex',
  'gap:8px 16px',
  'grid-template-columns:1fr 2fr 1fr 1fr',
  'font:600 1rem/1.4 "IBM Plex Sans Arabic", system-ui, sans-serif',
  'color:#1a1a1a',
  'transition:opacity 0.2s ease, transform 0.2s ease',
  'content:"\\2190"',
  'clip-path:inset(0 0 0 50%)',
];
const SELECTORS = [
  '.a',
  '.left',
  '.a>.right',
  '[dir=ltr] .b',
  '.c:hover',
  '.d::before',
  '.ltr-id',
  "a[aria-current='page']",
];

/** A fixed-seed pseudo-random sequence (the same rules on every run). */
function* random(seed: number) {
  for (let state = seed; ;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

function rules(count: number): string[] {
  const next = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next.next().value! * items.length)]!;
  return Array.from({ length: count }, () => {
    const size = 1 + Math.floor(next.next().value! * 4);
    const body = Array.from({ length: size }, () => pick(DECLARATIONS)).join(';');
    return `${pick(SELECTORS)}{${body}}`;
  });
}

describe('rtlPlugin', () => {
  it('turns every rule around exactly as stylis-plugin-rtl does', () => {
    const corpus = [
      ...DECLARATIONS.map((declaration) => `.a{${declaration}}`),
      ...rules(2000),
      '@media (min-width: 600px){.a{margin-left:4px;color:red}.b{display:grid}}',
      '.a{color:red;&:hover{left:0}}',
      '.a{/* @noflip */ left:0;right:1px}',
      '@keyframes slide{from{left:0}to{left:100%}}',
      '@keyframes pulse{50%{opacity:0.35}}',
      '@keyframes enter{from{opacity:0;transform:translateY(16px)}to{opacity:1;transform:none}}',
      '@keyframes nudge{from{transform:translateX(-4px)}to{transform:none}}',
      '.a{/* a note about left */display:flex;gap:8px}',
      '.a{display:flex;/* right */margin-left:4px}',
      '.a{/*! @noflip */ left:0}',
      '@supports (display:grid){.a{float:left}}',
    ];
    for (const css of corpus) expect(flip(css, rtlPlugin), css).toBe(flip(css, stylisRtlPlugin));
  });

  it('leaves cssjanus out of a rule that has nothing to turn around', () => {
    const transform = vi.spyOn(cssjanus, 'transform');
    expect(flip('.a{display:flex;gap:8px;margin:0 auto;padding:8px 16px}', rtlPlugin)).toBe(
      '.a{display:flex;gap:8px;margin:0 auto;padding:8px 16px;}',
    );
    expect(transform).not.toHaveBeenCalled();
    expect(flip('.a{margin-left:8px}', rtlPlugin)).toBe('.a{margin-right:8px;}');
    expect(transform).toHaveBeenCalledTimes(1);
  });

  it('asks cssjanus about every declaration it may change', () => {
    for (const declaration of DECLARATIONS) {
      const css = `.a{${declaration}}`;
      if (flip(css, stylisRtlPlugin) !== serialize(compile(css), stringify))
        expect(mayFlip(declaration), declaration).toBe(true);
    }
  });

  // Rules of the first screens (header, skeletons, buttons, fields, the offers table), as
  // styled-components hands them over: none has anything to turn around.
  it('leaves cssjanus out of the first screens rules', () => {
    const transform = vi.spyOn(cssjanus, 'transform');
    const css = [
      '.h{display:flex;max-width:1600px;margin-inline:auto;/* Phones keep one row */}',
      "a[aria-current='page']{box-shadow:inset 0 -3px 0 #f2c200;}",
      '.n:hover{background:rgb(255 255 255 / 12%);}',
      '.b{display:inline-flex;gap:8px;min-height:44px;padding:8px 20px;border-radius:8px;border:2px solid #0b2a5b;}',
      '.m{position:absolute;inset-inline-end:0;top:calc(100% + 8px);padding:8px;border-radius:8px;background:#fff;box-shadow:0 8px 32px rgb(0 0 0 / 22%);}',
      '@keyframes skeleton-pulse{50%{opacity:0.35;}}',
      '@keyframes spin{to{transform:rotate(360deg);}}',
      '.s{border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;}',
      '.i input{min-height:44px;padding:8px 12px;border:1px solid #d5dbe4;border-radius:8px;}',
      '.t th{padding:10px 8px;text-align:start;border-block-start:1px solid #d5dbe4;}',
      '.d{padding:24px;border:0;border-radius:8px;box-shadow:0 12px 40px rgb(0 0 0 / 25%);}',
      '.x .ltr-id{white-space:nowrap;}',
    ].join('');
    expect(flip(css, rtlPlugin)).toBe(flip(css, stylisRtlPlugin));
    transform.mockClear();
    flip(css, rtlPlugin);
    expect(transform).not.toHaveBeenCalled();
  });
});
