import type { Profile } from '../../generated/model';
import { recordConsent } from './consents';
import { customerIds, customers, type MockCustomer } from './customers';
import type { SignUpDetails } from './otp';

/** The customer as the contract's `Profile` (without the mock's own fields). */
export function toProfile(customer: MockCustomer): Profile {
  const { id: _id, address_id: _address, ...profile } = customer;
  return profile;
}

/** A customer created by the sign-up code: registration continues at the `profile` step. */
export function registerCustomer(phone: string, details: SignUpDetails): MockCustomer {
  const id = Math.max(customerIds.last, ...customers.keys()) + 1;
  customerIds.last = id;
  const customer: MockCustomer = {
    id,
    user_number: `U-${100000 + id}`,
    national_id: details.national_id,
    phone_number: phone,
    birthday: details.birthday,
    email_confirmed: false,
    is_anonymous: false,
    registration_step: 'profile',
  };
  customers.set(id, customer);
  recordConsent(id, 'terms');
  // Field data is anonymous: given with the terms at sign-up, withdrawn on the consents page.
  recordConsent(id, 'analytics');
  return customer;
}
