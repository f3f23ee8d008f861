import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chatAlignment,
  chatScriptUrl,
  chatSettings,
  loadChatWidget,
  whenInteractive,
  type ChatWidgetApi,
} from './chat-widget';

const SRI = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';

const config = {
  enabled: true,
  provider: 'generic',
  script_url: '/chat/widget.js',
  app_id: 'app-1',
};

afterEach(() => {
  document.querySelectorAll('script[data-chat-widget]').forEach((script) => script.remove());
  delete window.ChatWidget;
});

describe('chat widget settings', () => {
  it('aligns the launcher left for Arabic and right for English', () => {
    expect(chatAlignment('ar')).toBe('left');
    expect(chatAlignment('en')).toBe('right');
  });

  it("passes the customer's e-mail, name and language, with a vertical padding of 80", () => {
    expect(chatSettings(config, { email: 'sara@example.com', full_name: 'Sara' }, 'ar')).toEqual({
      appId: 'app-1',
      email: 'sara@example.com',
      name: 'Sara',
      language: 'ar',
      alignment: 'left',
      verticalPadding: 80,
    });
    expect(chatSettings(config, null, 'en')).toEqual({
      appId: 'app-1',
      language: 'en',
      alignment: 'right',
      verticalPadding: 80,
    });
  });
});

describe('chatScriptUrl', () => {
  it('loads nothing without an enabled widget (the offline default)', () => {
    expect(chatScriptUrl(undefined)).toBeNull();
    expect(chatScriptUrl({ enabled: false })).toBeNull();
    expect(chatScriptUrl({ ...config, enabled: false })).toBeNull();
    expect(chatScriptUrl({ enabled: true })).toBeNull();
  });

  it('accepts a script from this site, or over https with its integrity, only', () => {
    expect(chatScriptUrl(config)).toBe('/chat/widget.js');
    const vendor = { ...config, script_url: 'https://chat.example.com/w.js' };
    expect(chatScriptUrl({ ...vendor, script_integrity: SRI })).toBe(
      'https://chat.example.com/w.js',
    );
    expect(chatScriptUrl(vendor), 'a third-party script without integrity').toBeNull();
    expect(chatScriptUrl({ ...vendor, script_integrity: 'md5-abc' })).toBeNull();
    expect(chatScriptUrl({ ...vendor, script_integrity: `${SRI}" onload="alert(1)` })).toBeNull();
    expect(chatScriptUrl({ ...config, script_url: 'http://chat.example.com/w.js' })).toBeNull();
    expect(chatScriptUrl({ ...config, script_url: 'javascript:alert(1)' })).toBeNull();
  });
});

describe('loadChatWidget', () => {
  const widget: ChatWidgetApi = { boot: vi.fn(), update: vi.fn() };
  const loadScript = () => {
    const script = document.querySelector<HTMLScriptElement>('script[data-chat-widget]');
    window.ChatWidget = widget;
    script?.dispatchEvent(new Event('load'));
    return script;
  };

  it('injects the script once and returns window.ChatWidget', async () => {
    const first = loadChatWidget('https://chat.example.com/a.js');
    const second = loadChatWidget('https://chat.example.com/a.js');
    const script = loadScript();
    expect(script?.src).toBe('https://chat.example.com/a.js');
    expect(script?.async).toBe(true);
    await expect(first).resolves.toBe(widget);
    await expect(second).resolves.toBe(widget);
    expect(document.querySelectorAll('script[data-chat-widget]')).toHaveLength(1);
  });

  it('gives a third-party script its integrity, checked by the browser (anonymous CORS)', async () => {
    const loaded = loadChatWidget('https://chat.example.com/sri.js', 'generic', SRI);
    const script = document.querySelector<HTMLScriptElement>('script[src$="sri.js"]');
    expect(script?.integrity).toBe(SRI);
    expect(script?.crossOrigin).toBe('anonymous');
    window.ChatWidget = { boot: vi.fn(), update: vi.fn() };
    script?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe(window.ChatWidget);
  });

  it('fails when the script does not provide the widget or does not load', async () => {
    const missing = loadChatWidget('https://chat.example.com/b.js');
    document.querySelector('script[data-chat-widget]')?.dispatchEvent(new Event('load'));
    await expect(missing).rejects.toThrow(/does not provide/);
    const broken = loadChatWidget('https://chat.example.com/c.js');
    document.querySelector('script[src$="c.js"]')?.dispatchEvent(new Event('error'));
    await expect(broken).rejects.toThrow(/did not load/);
    expect(document.querySelector('script[src$="c.js"]')).toBeNull();
  });
});

describe('whenInteractive', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the load event, then for an idle moment', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const callback = vi.fn();
    whenInteractive(callback);
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(3000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before it runs', () => {
    const callback = vi.fn();
    const cancel = whenInteractive(callback);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
  });
});
