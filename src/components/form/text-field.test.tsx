import { screen, waitFor } from '@testing-library/react';
import { Form } from 'react-final-form';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { TextField } from './text-field';

const details = (
  <Form onSubmit={() => {}}>
    {() => <TextField name="text" label="Details" maxLength={2000} multiline />}
  </Form>
);

describe('TextField with a limit', () => {
  it('counts what is typed against the limit, and tells screen readers near the end', async () => {
    const view = await renderApp(details, { session: false, locale: 'en' });
    const box = screen.getByRole('textbox', { name: 'Details' });
    expect(screen.getByText('0 / 2,000')).toBeInTheDocument();
    await view.user.click(box);
    await view.user.paste('a'.repeat(1234));
    expect(screen.getByText('1,234 / 2,000')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await view.user.paste('a'.repeat(1000));
    expect(box).toHaveValue('a'.repeat(2000));
    expect(screen.getByText('2,000 / 2,000')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('0 characters left'));
  });

  it('counts in Arabic', async () => {
    const view = await renderApp(details, { session: false });
    await view.user.click(screen.getByRole('textbox', { name: 'Details' }));
    await view.user.paste('ب'.repeat(1990));
    expect(screen.getByText('1,990 / 2,000')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('بقي 10 أحرف'));
  });
});
