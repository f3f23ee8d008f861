import { defineMessages } from '@/i18n/define-messages';

export const faqMessages = defineMessages({
  lead: {
    id: 'content.faq.lead',
    defaultMessage: 'Quick answers about the platform, reservations, payments and financing.',
    description: 'Lead paragraph of the FAQ page',
  },
  search: {
    id: 'content.faq.search',
    defaultMessage: 'Search the questions',
    description: 'Label of the FAQ search field',
  },
  count: {
    id: 'content.faq.count',
    defaultMessage: 'Questions shown: {count, number}',
    description: 'How many questions are shown (announced while searching)',
  },
  noMatch: {
    id: 'content.faq.noMatch',
    defaultMessage: 'No questions match “{query}”. Try other words, or send us your question.',
    description: 'Empty state of the FAQ search',
  },
  clear: {
    id: 'content.faq.clear',
    defaultMessage: 'Clear the search',
    description: 'Button that empties the search',
  },
  askUs: {
    id: 'content.faq.askUs',
    defaultMessage: 'Did not find your answer? Send us your question',
    description: 'Link to the contact page below the questions',
  },
});
