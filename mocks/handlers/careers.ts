import { http } from 'msw';
import { sniffFile } from '../../src/lib/input/file-type';
import { findOpening, isOpen, openOpenings, openingMatches, toJobOpening } from '../db/careers';
import { receive } from '../db/forms';
import { RATE_LIMITS, perNetwork, spend } from '../db/rate-limits';
import { webAppConfig } from '../db/web-app-config';
import { isFile, readForm } from '../lib/form-data';
import { FORM_OVERHEAD_BYTES } from './request-bodies';
import { api, fail, json, langOf, paginate } from '../lib/http';
import { networkOf } from '../lib/network';
import { csrfProblem } from '../lib/session';
import { QueryReader } from './catalogue-query';
import { FieldErrors, isBlank, isEmail, isFullName, isSaudiMobile } from '../lib/validate';

const tooLarge = () => fail(413, ['cv__too_large']);

export const careersHandlers = [
  http.get(api('/api/v1/careers/openings/'), ({ request }) => {
    const url = new URL(request.url);
    const query = new QueryReader(url.searchParams);
    const search = query.search() ?? '';
    const city = query.int('city');
    if (query.errors.length > 0) return fail(400, query.errors);
    const found = openOpenings().filter(
      (opening) =>
        (!search || openingMatches(opening, search)) && (!city || opening.cityId === city),
    );
    const page = paginate(found, url);
    if (page instanceof Response) return page;
    const lang = langOf(request);
    return json({ ...page, results: page.results.map((opening) => toJobOpening(opening, lang)) });
  }),

  http.get(api('/api/v1/careers/openings/:openingId/'), ({ request, params }) => {
    const opening = findOpening(Number(params.openingId));
    return opening
      ? json(toJobOpening(opening, langOf(request)))
      : fail(404, ['opening__not_found']);
  }),

  http.post(api('/customer/api/v1/careers/applications'), async ({ request }) => {
    const refused = csrfProblem(request);
    if (refused) return refused;
    const length = Number(request.headers.get('content-length') ?? 0);
    if (length > webAppConfig.cv_max_bytes + FORM_OVERHEAD_BYTES) return tooLarge();
    const form = await readForm(request);
    const cv = form?.get('cv');
    if (isFile(cv) && cv.size > webAppConfig.cv_max_bytes) return tooLarge();
    const errors = new FieldErrors();
    const openingId = form?.get('opening_id');
    const opening = findOpening(Number(openingId));
    if (isBlank(openingId)) errors.add('opening__required');
    else if (!opening) errors.add('opening__not_found');
    errors.check('full_name', form?.get('full_name'), isFullName);
    errors.check('email', form?.get('email'), isEmail);
    errors.check('phone_number', form?.get('phone_number'), isSaudiMobile);
    errors.check(
      'cover_letter',
      form?.get('cover_letter'),
      (text) => String(text).length <= 3000,
      false,
    );
    if (!isFile(cv) || cv.size === 0) errors.add('cv__required');
    else if (!webAppConfig.cv_content_types.includes((await sniffFile(cv)) ?? ''))
      errors.add('cv__invalid_type');
    if (!errors.empty) return fail(400, errors.codes);
    if (opening && !isOpen(opening)) return fail(409, ['opening__closed']);
    const limit = RATE_LIMITS.careerApplicationsPerNetwork;
    const tooMany = spend([perNetwork('career-applications', networkOf(request), limit)]);
    if (tooMany) return tooMany;
    return json(receive('JA', { opening_id: opening?.id, full_name: form?.get('full_name') }), {
      status: 201,
    });
  }),
];
