import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { ControlledTextField } from '@/components/form/controlled-fields';
import { listMessages as m } from '../messages/catalogue';

const Form = styled.form`
  display: flex;
  align-items: end;
  gap: 12px;
  max-width: 560px;
  > div:first-child {
    flex: 1;
  }
  button {
    margin-bottom: 16px;
  }
`;

/** A name search; remount it (key) to follow the URL. */
export function SearchBox({
  initial,
  onSearch,
}: {
  initial?: string;
  onSearch: (value: string | undefined) => void;
}) {
  const intl = useIntl();
  const [value, setValue] = useState(initial ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim().slice(0, 100) || undefined);
  };
  return (
    <Form role="search" onSubmit={submit}>
      <ControlledTextField
        id="list-search"
        type="search"
        label={intl.formatMessage(m.search)}
        value={value}
        onValueChange={setValue}
        maxLength={100}
      />
      <Button type="submit">{intl.formatMessage(m.searchButton)}</Button>
    </Form>
  );
}
