// The mock's rate limits are the contract's: each operation's `x-rate-limits` (what the verifier
// probes, what docs/mock-backend.md states) names the numbers mocks/db/rate-limits.ts counts with.
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../mocks/db/rate-limits';
import { loadContract } from '../../scripts/contract/contract';
import { rateLimitsOf } from '../../scripts/contract/rate-limit-probes';

const contract = loadContract();
const MOCK: Record<string, Record<string, keyof typeof RATE_LIMITS>> = {
  signIn: { login: 'codesPerLogin', network: 'codesPerNetwork' },
  signUp: { login: 'codesPerLogin', network: 'codesPerNetwork' },
  resendOtp: { login: 'codesPerLogin', network: 'codesPerNetwork' },
  verifySignInOtp: { login: 'wrongCodesPerLogin' },
  createFeedback: { network: 'feedbackPerNetwork' },
  createRealEstateRequest: { network: 'realEstateRequestsPerNetwork' },
  createCareerApplication: { network: 'careerApplicationsPerNetwork' },
  createLead: { network: 'leadsPerNetwork' },
};

describe('rate limits', () => {
  it("are the contract's numbers in the mock", () => {
    const stated = Object.fromEntries(
      contract.operations
        .filter((operation) => rateLimitsOf(operation).length > 0)
        .map((operation) => [
          operation.operationId,
          Object.fromEntries(
            rateLimitsOf(operation).map((rule) => [rule.per, [rule.max, rule.window_seconds]]),
          ),
        ]),
    );
    const counted = Object.fromEntries(
      Object.entries(MOCK).map(([operationId, limits]) => [
        operationId,
        Object.fromEntries(
          Object.entries(limits).map(([per, name]) => [
            per,
            [RATE_LIMITS[name].max, RATE_LIMITS[name].windowSeconds],
          ]),
        ),
      ]),
    );
    expect(stated).toEqual(counted);
  });

  it('are stated in the description of each operation that has them', () => {
    for (const operation of contract.operations)
      if (rateLimitsOf(operation).length > 0)
        expect(operation.operation.description, operation.operationId).toContain('x-rate-limits');
  });
});
