// The unit page's entry: its detail, without the other kinds' code.
export { UnitDetail } from '../detail/unit-detail';
