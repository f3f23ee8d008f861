/**
 * Listings' price changes: the changes the mock's market makes (./saved-market: price drops of saved
 * units and of saved searches' matches) are recorded here, after a seeded first change of every
 * third unit (listed 4% higher, lowered 20 days later) and of every fourth listing (5%,
 * 30 days later).
 */
import type { PriceChange, PriceHistory } from '../../../generated/model';
import { clock, days, iso } from '../../lib/clock';
import { scoped } from '../../lib/namespace';
import { unitAdvertisedAt } from '../catalogue/published';
import type { MockProperty, MockUnit } from '../catalogue/types';
import { onReset } from '../registry';

type Change = { at: number; price: number; previous: number };
type History = { listedAt: number; listedPrice: number; changes: Change[] };

const unitRecords = scoped(() => new Map<number, History>());
onReset(() => unitRecords.clear());

function seeded(
  listedAt: number,
  price: number,
  every: number,
  id: number,
  drop: number,
  after: number,
) {
  if (id % every !== 0) return { listedAt, listedPrice: price, changes: [] };
  const listedPrice = Math.round(price / (1 - drop) / 1000) * 1000;
  const at = Math.min(listedAt + days(after), clock.now() - days(1));
  return {
    listedAt,
    listedPrice,
    changes: [{ at: Math.max(at, listedAt), price, previous: listedPrice }],
  };
}

/** The unit's record, seeded on first use from the price it has then. */
function unitRecord(unit: MockUnit, priceNow = unit.price): History {
  let record = unitRecords.get(unit.id);
  if (!record) {
    record = seeded(Date.parse(unitAdvertisedAt(unit)), priceNow, 3, unit.id, 0.04, 20);
    unitRecords.set(unit.id, record);
  }
  return record;
}

/** Records a change of the unit's price (called before the market sets the new price). */
export function recordUnitPriceChange(unit: MockUnit, price: number): void {
  if (price === unit.price) return;
  unitRecord(unit).changes.push({ at: clock.now(), price, previous: unit.price });
}

const percent = (change: Change) =>
  Math.round(((change.price - change.previous) / change.previous) * 1000) / 10;

function view(record: History, price: number): PriceHistory {
  const changes: PriceChange[] = record.changes.map((change) => ({
    changed_at: iso(change.at),
    price: change.price,
    previous_price: change.previous,
    change_percent: percent(change),
  }));
  return {
    listed_at: iso(record.listedAt),
    listed_price: record.listedPrice,
    price,
    days_on_market: Math.max(0, Math.floor((clock.now() - record.listedAt) / days(1))),
    changes,
  };
}

export const unitPriceHistory = (unit: MockUnit): PriceHistory =>
  view(unitRecord(unit), unit.price);

/** A listing's history (a listing has its own price, apart from its unit's). */
export function propertyPriceHistory(property: MockProperty): PriceHistory {
  const listedAt = Date.parse(property.published_at);
  return view(seeded(listedAt, property.price, 4, property.id, 0.05, 30), property.price);
}
