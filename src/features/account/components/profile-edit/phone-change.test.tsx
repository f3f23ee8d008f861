import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  getCreateNafathRequestMockHandler,
  getGetNafathRequestMockHandler,
} from '@generated/api/auth/auth.msw';
import {
  getConfirmPhoneNumberChangeMockHandler,
  getConfirmStepUpMockHandler,
  getConfirmStepUpWithNafathMockHandler,
  getStartPhoneNumberChangeMockHandler,
  getStartStepUpMockHandler,
} from '@generated/api/privacy/privacy.msw';
import arAccount from '@/i18n/locales/ar/account.json';
import enAccount from '@/i18n/locales/en/account.json';
import arErrors from '@/i18n/locales/ar/errors.json';
import enErrors from '@/i18n/locales/en/errors.json';
import { answerOperation } from '@/testing/operation';
import { renderApp } from '@/testing/render';
import { answerSession, testCustomer } from '@/testing/session';
import { server } from '../../../../../mocks/node';
import { PhoneChange } from './phone-change';

const sent = (masked: string, sid: string) => ({
  sid,
  valid_during_sec: 120,
  resend_after_sec: 30,
  masked_phone: masked,
});
const codeSent = (masked: string, sid: string) => HttpResponse.json(sent(masked, sid));
const error = (status: number, ...errors: string[]) => HttpResponse.json({ errors }, { status });

type Calls = { paths: string[]; bodies: unknown[] };

/**
 * The API of the change of number: the proof (code to the current number), the new number and its
 * code. `numberAnswers` are the answers to the new number, one per try (the last one repeats).
 */
function answerChange(numberAnswers: Array<() => Response> = [() => codeSent('05******67', 'n1')]) {
  const calls: Calls = { paths: [], bodies: [] };
  let tries = 0;
  const note = async (request: Request) => {
    calls.paths.push(new URL(request.url).pathname);
    calls.bodies.push(
      await request
        .clone()
        .json()
        .catch(() => undefined),
    );
  };
  server.use(
    getStartStepUpMockHandler(async ({ request }) => {
      await note(request);
      return sent('05******01', 's1');
    }),
    getConfirmStepUpMockHandler(async ({ request }) => {
      await note(request);
      return { method: 'otp', valid_during_sec: 300 };
    }),
    // One answer per try, some of them refusals: a status the generated handler cannot vary.
    answerOperation(getStartPhoneNumberChangeMockHandler, async ({ request }) => {
      await note(request);
      const answer = numberAnswers[Math.min(tries, numberAnswers.length - 1)]!;
      tries += 1;
      return answer();
    }),
    getConfirmPhoneNumberChangeMockHandler(async ({ request }) => {
      await note(request);
      return { ...testCustomer, phone_number: '+966551234567' };
    }),
  );
  return calls;
}

/** An accessible name that starts with the label (a required field's name ends with "required"). */
const startsWith = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const texts = (locale: 'ar' | 'en'): Record<string, string> => ({
  ...{ ar: arAccount, en: enAccount }[locale],
  ...{ ar: arErrors, en: enErrors }[locale],
});

/** Types the code into the code step that has the focus and sends it. */
async function typeCode(user: Awaited<ReturnType<typeof renderApp>>['user'], code = '123456') {
  const field = await screen.findByRole('textbox', { name: /code|رمز/i });
  await waitFor(() => expect(field).toHaveFocus());
  await user.type(field, `${code}{Enter}`);
}

describe('PhoneChange', { timeout: 30_000 }, () => {
  it.each(['ar', 'en'] as const)(
    'asks for a code to the current number first, then the new number and its code (%s)',
    async (locale) => {
      answerSession(true);
      const calls = answerChange();
      const onDone = vi.fn();
      const t = texts(locale);
      const { user } = await renderApp(<PhoneChange onDone={onDone} />, { locale });
      expect(
        await screen.findByRole('heading', { name: t['account.phoneChange.proofHeading'] }),
      ).toBeVisible();
      expect(screen.queryByRole('textbox')).toBeNull();
      await user.click(
        screen.getByRole('button', { name: t['account.phoneChange.sendProofCode'] }),
      );
      expect(
        await screen.findByRole('heading', { name: t['account.phoneChange.proofCodeHeading'] }),
      ).toBeVisible();
      await typeCode(user);
      const number = await screen.findByRole('textbox', {
        name: startsWith(t['account.phoneChange.newPhone']!),
      });
      await waitFor(() => expect(number).toHaveFocus());
      await user.type(number, '0551234567');
      await user.click(screen.getByRole('button', { name: t['account.phoneChange.sendCode'] }));
      expect(
        await screen.findByRole('heading', { name: t['account.phoneChange.codeHeading'] }),
      ).toBeVisible();
      await typeCode(user);
      await waitFor(() => expect(onDone).toHaveBeenCalledWith('+966551234567'));
      expect(calls.paths.map((path) => path.replace(/^.*\/profile/, ''))).toEqual([
        '/step-up',
        '/step-up/otp',
        '/phone-number',
        '/phone-number/otp',
      ]);
      expect(calls.bodies[1]).toEqual({ sid: 's1', otp: '123456' });
      expect(calls.bodies[2]).toEqual({ phone_number: '0551234567' });
    },
  );

  it.each(['ar', 'en'] as const)(
    'a proof that expired leads back to the first step, and the typed number is kept (%s)',
    async (locale) => {
      answerSession(true);
      answerChange([() => error(403, 'step_up__required'), () => codeSent('05******67', 'n1')]);
      const t = texts(locale);
      const { user } = await renderApp(<PhoneChange onDone={() => {}} />, { locale });
      const prove = async () => {
        await user.click(
          await screen.findByRole('button', { name: t['account.phoneChange.sendProofCode'] }),
        );
        await typeCode(user);
      };
      await prove();
      const number = await screen.findByRole('textbox', {
        name: startsWith(t['account.phoneChange.newPhone']!),
      });
      await user.type(number, '0551234567');
      await user.click(screen.getByRole('button', { name: t['account.phoneChange.sendCode'] }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        t['account.phoneChange.proofExpired']!,
      );
      expect(
        screen.getByRole('heading', { name: t['account.phoneChange.proofHeading'] }),
      ).toHaveFocus();
      await prove();
      expect(
        await screen.findByRole('textbox', {
          name: startsWith(t['account.phoneChange.newPhone']!),
        }),
      ).toHaveValue('0551234567');
    },
  );

  it.each(['ar', 'en'] as const)(
    "shows the registry's refusal of a number at the field, in the page's language (%s)",
    async (locale) => {
      answerSession(true);
      answerChange([() => error(400, 'national_id_phone_number__mismatch')]);
      const t = texts(locale);
      const { user } = await renderApp(<PhoneChange onDone={() => {}} />, { locale });
      await user.click(
        await screen.findByRole('button', { name: t['account.phoneChange.sendProofCode'] }),
      );
      await typeCode(user);
      const number = await screen.findByRole('textbox', {
        name: startsWith(t['account.phoneChange.newPhone']!),
      });
      await user.type(number, '0500000088');
      await user.click(screen.getByRole('button', { name: t['account.phoneChange.sendCode'] }));
      await waitFor(() =>
        expect(number).toHaveAccessibleDescription(
          expect.stringContaining(t['errors.code.national_id_phone_number__mismatch']!),
        ),
      );
      expect(number).toHaveValue('0500000088');
    },
  );

  it('proves it is the customer with Nafath when the current number is lost', async () => {
    answerSession(true);
    const calls = answerChange();
    const expiresAt = new Date(Date.now() + 120_000).toISOString();
    let polls = 0;
    server.use(
      getCreateNafathRequestMockHandler({
        id: 'nfr_1',
        random_number: '37',
        expires_at: expiresAt,
        valid_during_sec: 120,
      }),
      getGetNafathRequestMockHandler(({ params }) => {
        polls += 1;
        const status = polls > 1 ? 'approved' : 'waiting';
        return {
          id: String(params.requestId),
          status,
          random_number: '37',
          expires_at: expiresAt,
        };
      }),
      getConfirmStepUpWithNafathMockHandler(async ({ request }) => {
        calls.bodies.push(await request.json());
        return { method: 'nafath', valid_during_sec: 300 };
      }),
    );
    const t = texts('en');
    const { user } = await renderApp(<PhoneChange onDone={() => {}} />, { locale: 'en' });
    await user.click(
      await screen.findByRole('button', { name: t['account.phoneChange.useNafath'] }),
    );
    expect(await screen.findByTestId('nafath-number')).toHaveTextContent('37');
    expect(
      await screen.findByRole(
        'textbox',
        { name: startsWith(t['account.phoneChange.newPhone']!) },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(calls.bodies).toContainEqual({ request_id: 'nfr_1' });
    expect(calls.paths).toEqual([]);
  });
});
