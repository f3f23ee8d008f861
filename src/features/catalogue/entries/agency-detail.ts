// The agency page's entry: its detail, without the other kinds' code.
export { AgencyDetail } from '../detail/agency-detail';
