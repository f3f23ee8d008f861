export { UnitCard } from './unit-card';
export { unitMessages, UnitStatusBadge, unitStatusMessages } from './status';
export { canReserve, reserveBlock } from './can-reserve';
