import { defineMessages } from '@/i18n/define-messages';
import { commonMessages } from '@/components/messages';

export const devMessages = {
  ...defineMessages({
    toggle: {
      id: 'dev.scenarioSwitcher.toggle',
      defaultMessage: 'Mock backend',
      description: 'Development only: button that opens the panel of mock-backend scenarios',
    },
    title: {
      id: 'dev.scenarioSwitcher.title',
      defaultMessage: 'Mock scenarios',
      description: 'Development only: heading of the panel that switches mock-backend scenarios',
    },
    hint: {
      id: 'dev.scenarioSwitcher.hint',
      defaultMessage:
        'Behaviours of the mock backend for this browser. They apply from the next call.',
      description: 'Development only: explanation under the scenario panel heading',
    },
    reset: {
      id: 'dev.scenarioSwitcher.reset',
      defaultMessage: 'Reset mock data',
      description: 'Development only: button that restores the seeded data of the mock backend',
    },
    resetDone: {
      id: 'dev.scenarioSwitcher.resetDone',
      defaultMessage: 'The mock data is back to its seed.',
      description: 'Development only: status after the mock backend was reset',
    },
    clear: {
      id: 'dev.scenarioSwitcher.clear',
      defaultMessage: 'Turn all off',
      description: 'Development only: button that switches every mock scenario off',
    },
    loadError: {
      id: 'dev.scenarioSwitcher.loadError',
      defaultMessage: 'The mock backend did not answer.',
      description: 'Development only: the list of scenarios could not be read or the reset failed',
    },
  }),
  close: commonMessages.close,
};

/** Names of the mock's scenarios (mocks/scenarios.ts); an unknown one shows its id. */
export const scenarioMessages = defineMessages({
  'session-expired': {
    id: 'dev.scenario.sessionExpired',
    defaultMessage: 'Session expired (401)',
    description: 'Development only: mock scenario in which every session is expired',
  },
  'session-refresh': {
    id: 'dev.scenario.sessionRefresh',
    defaultMessage: 'Session needs a refresh',
    description:
      'Development only: mock scenario in which calls answer 401 until the session is refreshed',
  },
  'insecure-network': {
    id: 'dev.scenario.insecureNetwork',
    defaultMessage: 'Insecure network',
    description: 'Development only: mock scenario in which every call answers unsecure__network',
  },
  'rate-limited': {
    id: 'dev.scenario.rateLimited',
    defaultMessage: 'Rate limited',
    description:
      'Development only: mock scenario in which every change answers action__limit_exceeded',
  },
  'server-error': {
    id: 'dev.scenario.serverError',
    defaultMessage: 'Server error (500)',
    description: 'Development only: mock scenario in which every call fails with a server error',
  },
  'slow-network': {
    id: 'dev.scenario.slowNetwork',
    defaultMessage: 'Slow network',
    description: 'Development only: mock scenario in which every call is delayed',
  },
  'flaky-network': {
    id: 'dev.scenario.flakyNetwork',
    defaultMessage: 'Flaky network',
    description:
      'Development only: mock scenario in which some calls fail, lose their connection or are slow',
  },
  'api-outage': {
    id: 'dev.scenario.apiOutage',
    defaultMessage: 'API outage (30 s)',
    description:
      'Development only: mock scenario in which the API goes away for 30 seconds after a form is sent',
  },
  'empty-catalogue': {
    id: 'dev.scenario.emptyCatalogue',
    defaultMessage: 'Empty catalogue',
    description: 'Development only: mock scenario in which the catalogue lists nothing',
  },
  'fraud-risk': {
    id: 'dev.scenario.fraudRisk',
    defaultMessage: 'High fraud risk',
    description: 'Development only: mock scenario in which feedback is refused for fraud risk',
  },
  'financing-reject': {
    id: 'dev.scenario.financingReject',
    defaultMessage: 'Financing rejected',
    description:
      'Development only: mock scenario in which submitted financing requests are rejected',
  },
  'nafath-reject': {
    id: 'dev.scenario.nafathReject',
    defaultMessage: 'Nafath rejects',
    description: 'Development only: mock scenario in which the Nafath approval is rejected',
  },
  'field-data': {
    id: 'dev.scenario.fieldData',
    defaultMessage: 'Field data from every page load',
    description:
      'Development only: mock scenario in which every page load reports its Core Web Vitals',
  },
});
