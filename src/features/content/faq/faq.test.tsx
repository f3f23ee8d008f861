import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { Faq } from './faq';
import { questions } from './questions';

describe('Faq', { timeout: 30_000 }, () => {
  it('filters the questions as the visitor types and has an empty state', async () => {
    const { user } = await renderApp(<Faq />, { locale: 'en', session: false });
    const groups = () => screen.getAllByRole('group');
    expect(groups()).toHaveLength(questions.length);
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });
    await user.type(search, 'bank transfer');
    expect(groups()).toHaveLength(1);
    expect(screen.getByText('How can I pay for a reservation?')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Questions shown: 1');

    await user.type(search, ' zebra');
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.getByText(/No questions match “bank transfer zebra”/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(groups()).toHaveLength(questions.length);
  });

  it('opens an answer from its question (a native disclosure)', async () => {
    const { user } = await renderApp(<Faq />, { session: false });
    const question = screen.getByText('هل أدفع أي رسوم لاستخدام المنصة؟');
    const item = question.closest('details')!;
    expect(item).not.toHaveAttribute('open');
    await user.click(question);
    expect(item).toHaveAttribute('open');
    expect(screen.getByText(/المنصة مجانية للمستفيدين/)).toBeVisible();
  });
});
