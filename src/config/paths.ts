/** Every route of the app, declared once. Paths are bare: the router adds /en for English. */
type Id = number | string;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  faq: { path: '/faq', getHref: () => '/faq' },
  careers: { path: '/careers', getHref: () => '/careers' },
  contactUs: { path: '/contact-us', getHref: () => '/contact-us' },
  whoWeAre: { path: '/who-we-are', getHref: () => '/who-we-are' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  terms: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
  units: { path: '/units', getHref: () => '/units' },
  unit: { path: '/units/:id', getHref: (id: Id) => `/units/${id}` },
  projects: { path: '/projects', getHref: () => '/projects' },
  project: { path: '/projects/:id', getHref: (id: Id) => `/projects/${id}` },
  properties: { path: '/properties', getHref: () => '/properties' },
  property: { path: '/properties/:id', getHref: (id: Id) => `/properties/${id}` },
  agency: { path: '/agencies/:id', getHref: (id: Id) => `/agencies/${id}` },
  unitDesigns: { path: '/unit-designs', getHref: () => '/unit-designs' },
  unitDesign: { path: '/unit-designs/:id', getHref: (id: Id) => `/unit-designs/${id}` },
  realEstateRequest: { path: '/real-estate-request', getHref: () => '/real-estate-request' },
  unsecureNetwork: {
    path: '/unsecure-network',
    getHref: (from?: string) =>
      from ? `/unsecure-network?from=${encodeURIComponent(from)}` : '/unsecure-network',
  },
  signIn: {
    path: '/sign-in',
    getHref: (from?: string) => (from ? `/sign-in?from=${encodeURIComponent(from)}` : '/sign-in'),
  },
  signUp: { path: '/sign-up', getHref: () => '/sign-up' },
  signUpAddress: { path: '/sign-up/address', getHref: () => '/sign-up/address' },
  signUpNafath: { path: '/sign-up/nafath-auth', getHref: () => '/sign-up/nafath-auth' },
  emailConfirmation: { path: '/email-confirmation', getHref: () => '/email-confirmation' },
  account: { path: '/account', getHref: () => '/account' },
  accountDetails: { path: '/account/details', getHref: () => '/account/details' },
  accountRequests: { path: '/account/requests', getHref: () => '/account/requests' },
  accountReservations: { path: '/account/reservations', getHref: () => '/account/reservations' },
  accountReservation: {
    path: '/account/reservations/:id',
    getHref: (id: Id) => `/account/reservations/${id}`,
  },
  accountPrivacy: { path: '/account/privacy', getHref: () => '/account/privacy' },
  accountSavedHomes: { path: '/account/saved-homes', getHref: () => '/account/saved-homes' },
  accountSavedSearches: {
    path: '/account/saved-searches',
    getHref: () => '/account/saved-searches',
  },
  accountMessages: { path: '/account/messages', getHref: () => '/account/messages' },
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
  reservationCheckout: {
    path: '/reservation-checkout/:id',
    getHref: (unitId: Id) => `/reservation-checkout/${unitId}`,
  },
  financingRequests: {
    path: '/financing-requests',
    /** With a reservation: the new-request form, that reservation chosen. */
    getHref: (reservationId?: Id) =>
      reservationId === undefined
        ? '/financing-requests'
        : `/financing-requests?new=1&reservation=${reservationId}`,
  },
  financingRequest: {
    path: '/financing-requests/:id',
    getHref: (id: Id) => `/financing-requests/${id}`,
  },
  financingRequestEdit: {
    path: '/financing-requests/:id/edit',
    getHref: (id: Id) => `/financing-requests/${id}/edit`,
  },
  financingRequestOffers: {
    path: '/financing-requests/:id/offers',
    getHref: (id: Id) => `/financing-requests/${id}/offers`,
  },
  budget: { path: '/budget', getHref: () => '/budget' },
  /** `ids`: the shortlist's address form (`u12,p34`, src/entities/compare/shortlist.ts). */
  compare: {
    path: '/compare',
    getHref: (ids?: string) => (ids ? `/compare?ids=${ids}` : '/compare'),
  },
} as const;

export type RouteName = keyof typeof paths;
