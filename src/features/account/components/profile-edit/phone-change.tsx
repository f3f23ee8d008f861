import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useConfirmPhoneNumberChange,
  useStartPhoneNumberChange,
} from '@generated/api/privacy/privacy';
import { Actions } from '@/components/actions';
import { Button } from '@/components/button';
import { ApiForm, PhoneField } from '@/components/form';
import { CodeStep, otpFlowOf, type OtpFlow } from '@/components/otp';
import { mobileError, normalizeMobile } from '@/lib/saudi-mobile';
import { useStoreProfile } from '../../api/use-profile-cache';
import { profileEditMessages as m } from '../../messages/profile-edit';

type Values = { phone_number?: string };
type Props = { onDone: (phone?: string) => void };

/**
 * A new mobile number: a code goes to it, and the number changes once the code is entered (limits
 * and errors as at sign-in). The typed number stays when the customer goes back from the code.
 */
export function PhoneChange({ onDone }: Props) {
  const intl = useIntl();
  const start = useStartPhoneNumberChange();
  const confirm = useConfirmPhoneNumberChange();
  const storeProfile = useStoreProfile();
  const [typed, setTyped] = useState<Values>({});
  const [flow, setFlow] = useState<OtpFlow>();

  if (flow) {
    return (
      <CodeStep
        flow={flow}
        onFlowChange={setFlow}
        verify={async (otp) => {
          const profile = await confirm.mutateAsync({ data: { sid: flow.sid, otp } });
          storeProfile(profile);
          onDone(profile.phone_number);
        }}
        endingCodes={['phone_number__exists']}
        headingId="phone-code-heading"
        heading={<h3 id="phone-code-heading">{intl.formatMessage(m.codeHeading)}</h3>}
        onBack={() => setFlow(undefined)}
        backLabel={intl.formatMessage(m.otherNumber)}
      />
    );
  }

  return (
    <ApiForm<Values>
      onSubmit={async (values) => {
        setTyped(values);
        const phone = normalizeMobile(values.phone_number ?? '');
        setFlow(otpFlowOf(await start.mutateAsync({ data: { phone_number: phone } })));
      }}
      fields={['phone_number']}
      aliases={{ phone_code: 'phone_number', action: 'phone_number' }}
      validate={({ phone_number: phone }) => {
        const code = mobileError(phone);
        return code ? { phone_number: code } : {};
      }}
      initialValues={typed}
      labelledBy="phone-change-heading"
      header={
        <>
          <h3 id="phone-change-heading">{intl.formatMessage(m.phoneHeading)}</h3>
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
}
