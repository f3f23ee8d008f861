// The unit design page's entry: its detail, without the other kinds' code.
export { UnitDesignDetail } from '../detail/unit-design-detail';
