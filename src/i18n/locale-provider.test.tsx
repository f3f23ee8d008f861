import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from './load-messages';
import { intlErrorReporter } from './locale-provider';

const missing = (id: string) => ({
  code: 'MISSING_TRANSLATION',
  message: `Missing message: "${id}"`,
  descriptor: { id },
});

describe('intlErrorReporter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports a message no loaded catalogue has', async () => {
    await loadMessages('en');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    intlErrorReporter('en')(missing('no.such.message'));
    expect(error).toHaveBeenCalledWith('Missing message: "no.such.message"');
  });

  it('stays silent for a render that read the catalogue just before the message arrived', async () => {
    const messages = await loadMessages('en');
    const id = 'account.confirmation.checking';
    expect(messages).toHaveProperty([id]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    intlErrorReporter('en')(missing(id));
    expect(error).not.toHaveBeenCalled();
  });
});
