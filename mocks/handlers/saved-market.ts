/**
 * The mock's market, driven by its clock (`POST /__mock/clock`): every hour it lists, for each saved
 * search of units, a new unit that matches it (a copy of its first listed match) and tells the
 * customer (`instant`: one notification per listing; `daily`: one summary a day; `off`: nothing, the
 * saved searches page still counts it). Every 6 hours the first match of each saved search drops 5%;
 * every 3 hours each saved unit that is for sale drops 2%; a saved unit reserved without a
 * reservation of the mock (the seed's reserved units, such as 503) is for sale again at the next
 * hour, and any saved unit that comes back to sale (an expired hold) is told as "available again".
 * Reads of the saved, notification and unit operations catch the market up with the clock.
 */
import type { NotificationKind } from '../../generated/model';
import { setUnitStatus, units, type MockUnit } from '../db/catalogue';
import { addToDigest } from '../db/messages';
import { pushNotification } from '../db/notifications';
import { recordUnitPriceChange } from '../db/prices/price-history';
import { holderOf } from '../db/reservations';
import { savedHomes, savedSearches, type StoredSavedSearch } from '../db/saved';
import { onReset } from '../db/registry';
import { clock, minutes } from '../lib/clock';
import type { Localized } from '../lib/http';
import { scoped } from '../lib/namespace';
import { QueryReader } from './catalogue-query';
import { readUnitFilters } from './unit-filters';

const STEP_MS = minutes(60);
const MAX_STEPS_PER_SWEEP = 48;
const market = scoped(() => ({ startedAt: 0, steps: 0 }));
/** The status each saved unit had at the last sweep (to tell "available again"). */
const lastStatus = scoped(() => new Map<number, string>());

onReset(() => {
  market.startedAt = clock.now();
  market.steps = 0;
  lastStatus.clear();
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const sar = (amount: number, lang: 'ar' | 'en') =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-SA' : 'en-SA', {
    style: 'currency',
    currency: 'SAR',
    maximumFractionDigits: 0,
  }).format(amount);

/** The web app's short names in a saved query (the list page's URL) and the list's parameters. */
const APP_NAMES = [
  ['available', 'available_only'],
  ['group', 'property_group'],
  ['type', 'property_type'],
] as const;

function matchesOf(search: StoredSavedSearch): MockUnit[] {
  const params = new URLSearchParams(search.query);
  for (const [short, name] of APP_NAMES)
    if (params.has(short)) params.set(name, params.get(short)!);
  const query = new QueryReader(params);
  const matches = readUnitFilters(query);
  if (query.errors.length > 0) return [];
  return [...units.values()].filter((unit) => unit.status === 'listed' && matches(unit));
}

/** Listings that match the saved search and were listed after `since` (the page's count). */
export function newMatches(search: StoredSavedSearch, since: number): number {
  if (search.kind !== 'units') return 0;
  return matchesOf(search).filter((unit) => (unit.listedAt ?? 0) > since).length;
}

function listCopyOf(template: MockUnit): MockUnit {
  const id = Math.max(...units.keys()) + 1;
  const unit: MockUnit = {
    ...structuredClone(template),
    id,
    number: `N-${id}`,
    status: 'listed',
    reservable: template.license.is_valid,
    listedAt: clock.now(),
  };
  units.set(id, unit);
  return unit;
}

/** A new price, recorded in the unit's price history (getUnitPriceHistory). */
function setPrice(unit: MockUnit, price: number): void {
  recordUnitPriceChange(unit, price);
  unit.price = price;
}

function tell(
  customerId: number,
  kind: NotificationKind,
  title: Localized,
  body: Localized,
  link: string,
  outside = true,
) {
  pushNotification(customerId, { kind, title, body, link, outside });
}

function newListing(search: StoredSavedSearch, template: MockUnit): void {
  const unit = listCopyOf(template);
  if (search.alert === 'daily') {
    search.pendingDaily += 1;
    addToDigest(search.customerId, {
      title: unit.title,
      link: `/units/${unit.id}`,
      event: `saved_search_match:/units/${unit.id}`,
    });
  }
  if (search.alert !== 'instant') return;
  const name = escapeHtml(search.name);
  tell(
    search.customerId,
    'saved_search_match',
    { ar: `وحدة جديدة تطابق «${name}»`, en: `New match for “${name}”` },
    {
      ar: `<b>${unit.title.ar}</b> معروضة الآن بسعر ${sar(unit.price, 'ar')}.`,
      en: `<b>${unit.title.en}</b> is now for sale at ${sar(unit.price, 'en')}.`,
    },
    `/units/${unit.id}`,
  );
}

function searchPriceDrop(search: StoredSavedSearch, unit: MockUnit): void {
  setPrice(unit, Math.round(unit.price * 0.95));
  if (search.alert === 'daily') search.pendingDaily += 1;
  if (search.alert !== 'instant') return;
  tell(
    search.customerId,
    'saved_search_price_drop',
    {
      ar: `انخفض سعر وحدة في «${escapeHtml(search.name)}»`,
      en: `Price drop in “${escapeHtml(search.name)}”`,
    },
    {
      ar: `أصبح سعر <b>${unit.title.ar}</b> ${sar(unit.price, 'ar')}.`,
      en: `<b>${unit.title.en}</b> now costs ${sar(unit.price, 'en')}.`,
    },
    `/units/${unit.id}`,
  );
}

function dailySummary(search: StoredSavedSearch): void {
  if (search.alert !== 'daily' || search.pendingDaily === 0) return;
  const count = search.pendingDaily;
  search.pendingDaily = 0;
  const name = escapeHtml(search.name);
  tell(
    search.customerId,
    'saved_search_match',
    { ar: `ملخص اليوم: «${name}»`, en: `Today in “${name}”` },
    { ar: `جديد اليوم: ${count} في بحثك المحفوظ.`, en: `${count} new today in your saved search.` },
    `/units?${search.query}`,
    false,
  );
}

const saversOf = (unitId: number) =>
  savedHomes.filter((item) => item.kind === 'unit' && item.listingId === unitId);

function savedUnitPriceDrop(unit: MockUnit): void {
  setPrice(unit, Math.round(unit.price * 0.98));
  for (const { customerId } of saversOf(unit.id)) {
    tell(
      customerId,
      'saved_home_price_drop',
      { ar: 'انخفض سعر وحدة محفوظة', en: 'A saved home costs less' },
      {
        ar: `أصبح سعر <b>${unit.title.ar}</b> ${sar(unit.price, 'ar')}.`,
        en: `<b>${unit.title.en}</b> now costs ${sar(unit.price, 'en')}.`,
      },
      `/units/${unit.id}`,
    );
  }
}

const savedUnits = () =>
  [...new Set(savedHomes.filter((item) => item.kind === 'unit').map((item) => item.listingId))]
    .map((id) => units.get(id))
    .filter((unit): unit is MockUnit => unit !== undefined);

function runStep(step: number): void {
  for (const search of savedSearches.filter((item) => item.kind === 'units')) {
    const matches = matchesOf(search);
    if (matches[0]) newListing(search, matches[0]);
    if (step % 6 === 0 && matches[0]) searchPriceDrop(search, matches[0]);
    if (step % 24 === 0) dailySummary(search);
  }
  for (const unit of savedUnits()) {
    if (unit.status === 'reserved' && !holderOf(unit.id)) setUnitStatus(unit.id, 'listed');
    else if (step % 3 === 0 && unit.status === 'listed') savedUnitPriceDrop(unit);
  }
}

function tellAvailableAgain(): void {
  for (const unit of savedUnits()) {
    const before = lastStatus.get(unit.id);
    lastStatus.set(unit.id, unit.status);
    if (before === undefined || before === 'listed' || unit.status !== 'listed') continue;
    for (const { customerId } of saversOf(unit.id)) {
      tell(
        customerId,
        'saved_home_available',
        { ar: 'وحدة محفوظة متاحة من جديد', en: 'A saved home is available again' },
        {
          ar: `<b>${unit.title.ar}</b> متاحة للحجز من جديد.`,
          en: `<b>${unit.title.en}</b> can be reserved again.`,
        },
        `/units/${unit.id}`,
      );
    }
  }
}

/** Catches the market up with the clock (at most two days of it at once). */
export function sweepMarket(): void {
  tellAvailableAgain();
  const due = Math.floor((clock.now() - market.startedAt) / STEP_MS);
  market.steps = Math.max(market.steps, due - MAX_STEPS_PER_SWEEP);
  while (market.steps < due) {
    market.steps += 1;
    runStep(market.steps);
  }
  tellAvailableAgain();
}

/** Remembers a saved unit's status when it is saved (a later return to sale is then told). */
export function watchSavedUnit(unitId: number): void {
  const unit = units.get(unitId);
  if (unit && !lastStatus.has(unitId)) lastStatus.set(unitId, unit.status);
}
