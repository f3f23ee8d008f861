import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useListAddresses, useSetCurrentAddress } from '@generated/api/profile/profile';
import { Button } from '@/components/button';
import { ApiForm, FieldErrorText } from '@/components/form';
import { EmptyState, ErrorState, PageLoading } from '@/components/status';
import { useApiErrorText, useErrorText } from '@/lib/error-messages';
import { useSession } from '@/lib/session/session';
import { addressMessages as m } from '../../messages/address';
import { AddressOption, AddressList } from './address-option';

type Values = { address_id?: string };

/** Sign-up step 4: the current national address, chosen from the registry's list. */
export function AddressStep() {
  const intl = useIntl();
  const apiErrorText = useApiErrorText();
  const errorText = useErrorText();
  const session = useSession();
  const addresses = useListAddresses();
  const setCurrent = useSetCurrentAddress();

  if (addresses.isPending) return <PageLoading />;
  if (addresses.isError) {
    return (
      <ErrorState
        message={apiErrorText(addresses.error)}
        onRetry={() => void addresses.refetch()}
        retrying={addresses.isFetching}
      />
    );
  }
  if (addresses.data.length === 0) {
    const reload = (
      <Button type="button" onClick={() => void addresses.refetch()} loading={addresses.isFetching}>
        {intl.formatMessage(m.reload)}
      </Button>
    );
    return <EmptyState message={intl.formatMessage(m.none)} action={reload} />;
  }

  const onSubmit = async ({ address_id }: Values) => {
    await setCurrent.mutateAsync({ data: { address_id: Number(address_id) } });
    await session.refresh();
  };
  const current = addresses.data.find((address) => address.is_current) ?? addresses.data[0];

  return (
    <ApiForm<Values>
      onSubmit={onSubmit}
      submitLabel={intl.formatMessage(m.save)}
      fields={['address_id']}
      aliases={{ address: 'address_id' }}
      initialValues={{ address_id: String(current.id) }}
      validate={({ address_id }) => (address_id ? {} : { address_id: 'address__required' })}
      header={<p>{intl.formatMessage(m.intro)}</p>}
    >
      {() => (
        <>
          <Field<string>
            name="address_id"
            subscription={{ error: true, submitError: true, touched: true }}
          >
            {({ meta }) => {
              const code = (meta.touched && meta.error) || meta.submitError;
              const error = typeof code === 'string' ? errorText(code) : undefined;
              return (
                <AddressList aria-describedby={error ? 'address-error' : undefined}>
                  <legend>{intl.formatMessage(m.legend)}</legend>
                  {addresses.data.map((address) => (
                    <AddressOption key={address.id} address={address} invalid={Boolean(error)} />
                  ))}
                  {error && <FieldErrorText id="address-error">{error}</FieldErrorText>}
                </AddressList>
              );
            }}
          </Field>
        </>
      )}
    </ApiForm>
  );
}
