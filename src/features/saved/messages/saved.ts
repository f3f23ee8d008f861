import { defineMessages } from '@/i18n/define-messages';

export const savedMessages = defineMessages({
  homesEmpty: {
    id: 'saved.homes.empty',
    defaultMessage:
      'You have not saved any homes yet. Press the heart on a project, property or unit to keep it here.',
    description: 'Empty state of the saved homes list',
  },
  remove: {
    id: 'saved.homes.remove',
    defaultMessage: 'Remove',
    description: 'Button that removes a saved home from the list',
  },
  removeNamed: {
    id: 'saved.homes.removeNamed',
    defaultMessage: 'Remove {title} from saved homes',
    description: 'Screen-reader label of the remove button; title is the listing',
  },
  unavailable: {
    id: 'saved.homes.unavailable',
    defaultMessage: 'Not available now',
    description: 'Badge on a saved home that cannot be reserved or bought now',
  },
  available: {
    id: 'saved.homes.available',
    defaultMessage: 'Available now',
    description: 'Badge on a saved home that can be reserved now',
  },
  savedOn: {
    id: 'saved.homes.savedOn',
    defaultMessage: 'Saved on {date}',
    description: 'When the home was saved',
  },
  searchesEmpty: {
    id: 'saved.searches.empty',
    defaultMessage:
      'No saved searches yet. On any list, set your filters and press “Save this search” to be told about new homes.',
    description: 'Empty state of the saved searches list',
  },
  newResults: {
    id: 'saved.searches.newResults',
    defaultMessage: '{count, plural, =0 {No new results} one {# new result} other {# new results}}',
    description: 'How many listings match the saved search since the customer last opened it',
  },
  alertLabel: {
    id: 'saved.searches.alertLabel',
    defaultMessage: 'Alerts for {name}',
    description: 'Label of the alert frequency select of one saved search',
  },
  alertChanged: {
    id: 'saved.searches.alertChanged',
    defaultMessage: 'Alerts for {name}: {alert}.',
    description: 'Status after the alert frequency changed',
  },
  delete: {
    id: 'saved.searches.delete',
    defaultMessage: 'Delete',
    description: 'Button that deletes a saved search',
  },
  deleteNamed: {
    id: 'saved.searches.deleteNamed',
    defaultMessage: 'Delete the search {name}',
    description: 'Screen-reader label of the delete button',
  },
  deleted: {
    id: 'saved.searches.deleted',
    defaultMessage: '{name} was deleted.',
    description: 'Status after deleting a saved search',
  },
  saveSearch: {
    id: 'saved.saveSearch.button',
    defaultMessage: 'Save this search',
    description: 'Button on a list page that saves its filters as a saved search',
  },
  alertChoice: {
    id: 'saved.saveSearch.alertChoice',
    defaultMessage: 'Tell me about new homes and price drops',
    description: 'Label of the alert frequency choice when saving a search',
  },
  saveSearchSubmit: {
    id: 'saved.saveSearch.submit',
    defaultMessage: 'Save search',
    description: 'Submit button of the save search form',
  },
  searchSaved: {
    id: 'saved.saveSearch.saved',
    defaultMessage: 'Search saved as {name}.',
    description: 'Status after a search was saved',
  },
  seeSavedSearches: {
    id: 'saved.saveSearch.seeAll',
    defaultMessage: 'See your saved searches',
    description: 'Link to the saved searches page after saving one',
  },
  signInToSave: {
    id: 'saved.saveSearch.signIn',
    defaultMessage: 'Sign in to save searches and get alerts.',
    description: 'Toast when a guest presses Save this search',
  },
});
