import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useConfirmPhoneNumberChange,
  useConfirmStepUp,
  useStartPhoneNumberChange,
  useStartStepUp,
} from '@generated/api/privacy/privacy';
import { Actions } from '@/components/actions';
import { Button } from '@/components/button';
import { ApiForm, PhoneField } from '@/components/form';
import { CodeStep, hasCode, otpFlowOf, type OtpFlow } from '@/components/otp';
import { useApiErrorText } from '@/lib/error-messages';
import { mobileError, normalizeMobile } from '@/lib/input/saudi-mobile';
import { useStoreProfile } from '../../api/use-profile-cache';
import { profileEditMessages as m } from '../../messages/profile-edit';
import { NafathProof } from './nafath-proof';

type Values = { phone_number?: string };
type Props = { onDone: (phone?: string) => void };
/**
 * `proof`: how to prove it is the customer; `proof-code`: the code sent to the current number;
 * `nafath`: Nafath instead (the current number is lost); `number`: the new number; `code`: its code.
 */
type Stage = 'proof' | 'proof-code' | 'nafath' | 'number' | 'code';

const STEP_UP: ['step_up__required'] = ['step_up__required'];

/**
 * A new mobile number (the only sign-in factor), in the order the API asks for it: first a fresh
 * proof that it is the customer (a code sent to the current number, or Nafath when that number is
 * lost), then the new number and the code sent to it. The old number is told and other devices are
 * signed out by the server. A proof that expired meanwhile leads back to the first step, with the
 * typed number kept.
 */
export function PhoneChange({ onDone }: Props) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const startProof = useStartStepUp();
  const confirmProof = useConfirmStepUp();
  const start = useStartPhoneNumberChange();
  const confirm = useConfirmPhoneNumberChange();
  const storeProfile = useStoreProfile();
  const [stage, setStage] = useState<Stage>('proof');
  const [typed, setTyped] = useState<Values>({});
  const [proofFlow, setProofFlow] = useState<OtpFlow>();
  const [flow, setFlow] = useState<OtpFlow>();
  const [notice, setNotice] = useState<string>();
  const [proofError, setProofError] = useState<string>();
  const container = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // Each step takes the focus: its first field, else its heading.
  useEffect(() => {
    if (!moved.current) return;
    const root = container.current;
    const target =
      root?.querySelector<HTMLElement>('input, select') ?? root?.querySelector<HTMLElement>('h3');
    target?.focus();
  }, [stage]);

  const go = (next: Stage) => {
    moved.current = true;
    setStage(next);
  };
  const proofExpired = () => {
    setFlow(undefined);
    setNotice(intl.formatMessage(m.proofExpired));
    go('proof');
  };

  const sendProofCode = async () => {
    setProofError(undefined);
    try {
      setProofFlow(otpFlowOf(await startProof.mutateAsync()));
      setNotice(undefined);
      go('proof-code');
    } catch (error) {
      setProofError(errorText(error));
    }
  };

  const proven = () => {
    setNotice(undefined);
    go('number');
  };

  let content;
  if (stage === 'proof-code' && proofFlow) {
    content = (
      <CodeStep
        flow={proofFlow}
        onFlowChange={setProofFlow}
        verify={async (otp) => {
          await confirmProof.mutateAsync({ data: { sid: proofFlow.sid, otp } });
          proven();
        }}
        headingId="phone-proof-code-heading"
        heading={
          <h3 id="phone-proof-code-heading" tabIndex={-1}>
            {intl.formatMessage(m.proofCodeHeading)}
          </h3>
        }
        onBack={() => go('proof')}
        backLabel={intl.formatMessage(m.back)}
      />
    );
  } else if (stage === 'nafath') {
    content = <NafathProof onProven={proven} onBack={() => go('proof')} />;
  } else if (stage === 'code' && flow) {
    content = (
      <CodeStep
        flow={flow}
        onFlowChange={setFlow}
        verify={async (otp) => {
          const profile = await confirm.mutateAsync({ data: { sid: flow.sid, otp } });
          storeProfile(profile);
          onDone(profile.phone_number);
        }}
        onFailed={(error) => {
          if (hasCode(error, STEP_UP)) proofExpired();
        }}
        endingCodes={['phone_number__exists']}
        headingId="phone-code-heading"
        heading={
          <h3 id="phone-code-heading" tabIndex={-1}>
            {intl.formatMessage(m.codeHeading)}
          </h3>
        }
        onBack={() => {
          setFlow(undefined);
          go('number');
        }}
        backLabel={intl.formatMessage(m.otherNumber)}
      />
    );
  } else if (stage === 'number') {
    content = (
      <ApiForm<Values>
        onSubmit={async (values) => {
          setTyped(values);
          const phone = normalizeMobile(values.phone_number ?? '');
          try {
            setFlow(otpFlowOf(await start.mutateAsync({ data: { phone_number: phone } })));
            go('code');
          } catch (error) {
            if (!hasCode(error, STEP_UP)) throw error;
            proofExpired();
          }
        }}
        fields={['phone_number']}
        aliases={{
          phone_code: 'phone_number',
          action: 'phone_number',
          national_id_phone_number: 'phone_number',
        }}
        validate={({ phone_number: phone }) => {
          const code = mobileError(phone);
          return code ? { phone_number: code } : {};
        }}
        initialValues={typed}
        labelledBy="phone-change-heading"
        header={
          <>
            <h3 id="phone-change-heading" tabIndex={-1}>
              {intl.formatMessage(m.phoneHeading)}
            </h3>
            <p role="status">{intl.formatMessage(m.proven)}</p>
            <p>{intl.formatMessage(m.phoneIntro)}</p>
          </>
        }
      >
        {({ submitting }) => (
          <>
            <PhoneField label={intl.formatMessage(m.newPhone)} />
            <Actions>
              <Button type="submit" loading={submitting}>
                {intl.formatMessage(m.sendCode)}
              </Button>
              <Button type="button" variant="secondary" onClick={() => onDone()}>
                {intl.formatMessage(m.cancel)}
              </Button>
            </Actions>
          </>
        )}
      </ApiForm>
    );
  } else {
    content = (
      <section aria-labelledby="phone-proof-heading">
        <h3 id="phone-proof-heading" tabIndex={-1}>
          {intl.formatMessage(m.proofHeading)}
        </h3>
        {notice && <p role="alert">{notice}</p>}
        <p>{intl.formatMessage(m.proofIntro)}</p>
        <Actions>
          <Button type="button" loading={startProof.isPending} onClick={() => void sendProofCode()}>
            {intl.formatMessage(m.sendProofCode)}
          </Button>
          <Button type="button" variant="secondary" onClick={() => go('nafath')}>
            {intl.formatMessage(m.useNafath)}
          </Button>
          <Button type="button" variant="secondary" onClick={() => onDone()}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </Actions>
        {proofError && <p role="alert">{proofError}</p>}
      </section>
    );
  }

  return <div ref={container}>{content}</div>;
}
