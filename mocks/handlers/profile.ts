import type { CurrentAddressSelection, ProfileUpdate } from '../../generated/model';
import { addressesOf } from '../db/addresses';
import { customers, type MockCustomer } from '../db/customers';
import { changeEmail, emailChangeWaitMs } from '../db/email-confirmations';
import { cityById } from '../db/geo';
import { isMaritalStatus, isNationality } from '../db/lookups';
import { settleNafath } from '../db/nafath';
import { toProfile } from '../db/profiles';
import { fail, json, langOf, readJson } from '../lib/http';
import { FieldErrors, isBlank, isEmail, isFullName } from '../lib/validate';
import { customerApi } from '../lib/with-customer';
import { emailConfirmationHandlers } from './email-confirmation';

const isCityId = (value: unknown) =>
  Number.isInteger(value) && cityById(Number(value)) !== undefined;

function profileErrors(customer: MockCustomer, body: Partial<ProfileUpdate>): FieldErrors {
  const registering = customer.registration_step === 'profile';
  const errors = new FieldErrors();
  const emailOk = errors.check('email', body.email, isEmail, registering);
  errors.check('full_name', body.full_name, isFullName, registering);
  errors.check('nationality', body.nationality, isNationality, registering);
  errors.check('marital_status', body.marital_status, isMaritalStatus, registering);
  errors.check('residence_city', body.residence_city_id, isCityId, registering);
  const email = String(body.email).toLowerCase();
  const taken = [...customers.values()].some(
    (other) => other.id !== customer.id && other.email?.toLowerCase() === email,
  );
  if (emailOk && taken) errors.add('email__exists');
  return errors;
}

function updateProfile(customer: MockCustomer, body: Partial<ProfileUpdate>) {
  const registering = customer.registration_step === 'profile';
  if (!isBlank(body.full_name)) customer.full_name = String(body.full_name).trim();
  if (!isBlank(body.nationality)) customer.nationality = String(body.nationality);
  if (!isBlank(body.marital_status)) customer.marital_status = String(body.marital_status);
  if (!isBlank(body.residence_city_id)) customer.residence_city = Number(body.residence_city_id);
  if (!isBlank(body.email) && body.email !== customer.email) {
    changeEmail(customer, String(body.email), !registering);
  }
  if (registering) customer.registration_step = 'address';
}

const profileRoutes = [
  customerApi.get('/customer/api/v1/profile', ({ customer }) => {
    settleNafath(customer.id);
    return json(toProfile(customer));
  }),

  customerApi.put('/customer/api/v1/profile', async ({ request, customer }) => {
    const body = await readJson<ProfileUpdate>(request);
    const errors = profileErrors(customer, body);
    if (!errors.empty) return fail(400, errors.codes);
    const newEmail = !isBlank(body.email) && body.email !== customer.email;
    const wait = emailChangeWaitMs(customer.id);
    if (newEmail && customer.registration_step !== 'profile' && wait > 0) {
      const retryAfter = String(Math.ceil(wait / 1000));
      return fail(429, ['email__update_too_often'], undefined, { 'Retry-After': retryAfter });
    }
    updateProfile(customer, body);
    return json(toProfile(customer));
  }),

  customerApi.get('/customer/api/v1/profile/addresses/', ({ request, customer }) => {
    return json(addressesOf(customer, langOf(request)));
  }),

  customerApi.post('/customer/api/v1/profile/addresses/current', async ({ request, customer }) => {
    const { address_id: addressId } = await readJson<CurrentAddressSelection>(request);
    if (isBlank(addressId)) return fail(400, ['address__required']);
    const address = addressesOf(customer, langOf(request)).find((item) => item.id === addressId);
    if (!address) return fail(400, ['address__invalid']);
    customer.address_id = address.id;
    if (customer.registration_step === 'address') customer.registration_step = 'nafath';
    return json({ ...address, is_current: true });
  }),
];

export const profileHandlers = [...profileRoutes, ...emailConfirmationHandlers];
