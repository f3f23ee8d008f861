import type { FinancingRequestInput } from '../../../generated/model';
import { clock, minutes } from '../../lib/clock';
import { DEMO_CUSTOMER_ID } from '../customers';
import { onReset } from '../registry';
import { reservations } from '../reservations';
import { prepareOffers } from './offers';
import { propertyOfReservation } from './property';
import {
  financingRequests,
  requestNumber,
  resetCounters,
  type MockFinancingRequest,
} from './store';

const DAY = 86_400_000;

const applicant: FinancingRequestInput = {
  employment_type: 'government',
  employer_name: 'وزارة التعليم',
  salary_bank_id: 1,
  monthly_income: 18_500,
  official_obligations: 1_200,
  additional_obligations: 0,
  age: 34,
  nationality: 'SAU',
  marital_status: 'married',
  residence_city_id: 1,
  family_members: 4,
  supported_by_housing_ministry: true,
  has_existing_mortgage: false,
  active_loan_monthly_amount: 0,
  active_loan_remaining_months: 0,
};

function request(
  id: number,
  createdAt: number,
  fields: Partial<MockFinancingRequest>,
): MockFinancingRequest {
  return {
    id,
    number: requestNumber(id, createdAt),
    customerId: DEMO_CUSTOMER_ID,
    status: 'new',
    createdAt,
    updatedAt: createdAt,
    input: {},
    forceReject: false,
    offers: [],
    history: [],
    ...fields,
  };
}

/** The demo customer's requests: approved (own villa), prepared with offers (reservation 381), new. */
function seed(now: number): MockFinancingRequest[] {
  const approved = request(54, now - 40 * DAY, {
    status: 'approved',
    input: {
      ...applicant,
      own_property: {
        description: 'فيلا في حي الياسمين، دوران، أرض 400 م²',
        city_id: 1,
        estimated_price: 2_100_000,
      },
      property_type: 'house',
      property_readiness: 'ready_unit',
      region_id: 1,
      city_id: 1,
      address: 'الياسمين، طريق الملك عبدالعزيز',
      estimated_price: 2_100_000,
      loan_percent: 80,
      loan_term_years: 25,
      down_payment: 420_000,
      preferred_monthly_installment: 9_500,
      fees_option: 'pay_upfront',
    },
    financingDataFetchedAt: now - 40 * DAY + minutes(5),
    offersRequestedAt: now - 40 * DAY + minutes(30),
    preparedAt: now - 39 * DAY,
  });
  approved.offers = prepareOffers(approved, now - 39 * DAY);
  Object.assign(approved, {
    chosenOfferId: approved.offers[0]!.id,
    chosenAt: now - 38 * DAY,
    updatedAt: now - 35 * DAY,
  });
  approved.history = [
    { event: 'submitted', at: now - 40 * DAY + minutes(30) },
    { event: 'offers_ready', at: now - 39 * DAY },
    { event: 'offer_chosen', at: now - 38 * DAY },
    { event: 'under_review', at: now - 38 * DAY + minutes(60) },
    { event: 'approved', at: now - 35 * DAY },
  ];

  const reservation = reservations.get(381)!;
  const property = propertyOfReservation(reservation, 'ar');
  const price = property.estimated_price ?? 1_000_000;
  const prepared = request(55, now - 2 * DAY, {
    status: 'prepared',
    input: {
      ...applicant,
      reservation_id: reservation.id,
      ...property,
      loan_percent: 90,
      loan_term_years: 25,
      down_payment: Math.round(price * 0.1),
      preferred_monthly_installment: 6_500,
      fees_option: 'add_to_loan',
    },
    financingDataFetchedAt: now - 2 * DAY + minutes(5),
    offersRequestedAt: now - 2 * DAY + minutes(30),
    preparedAt: now - DAY,
    updatedAt: now - DAY,
  });
  prepared.offers = prepareOffers(prepared, now - DAY);
  prepared.history = [
    { event: 'submitted', at: now - 2 * DAY + minutes(30) },
    { event: 'offers_ready', at: now - DAY },
  ];

  const incomplete = request(56, now - 3 * 3_600_000, {
    input: {
      own_property: {
        description: 'شقة في حي النرجس، الدور الثاني',
        city_id: 1,
        estimated_price: 950_000,
      },
      city_id: 1,
      estimated_price: 950_000,
      employment_type: 'private',
      monthly_income: 14_000,
    },
  });
  return [approved, prepared, incomplete];
}

onReset(() => {
  financingRequests.clear();
  resetCounters();
  for (const item of seed(clock.now())) financingRequests.set(item.id, item);
});
