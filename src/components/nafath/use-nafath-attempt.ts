import { useCallback, useRef, useState } from 'react';
import { useCreateNafathRequest, useGetNafathRequest } from '@generated/api/auth/auth';
import type { NafathRequestCreated, NafathRequestStatus } from '@generated/model';
import { useAuthConfig, useSecondsLeft } from '../otp';

export type NafathAttempt = Pick<NafathRequestCreated, 'id' | 'random_number' | 'expires_at'>;

/** Where an attempt is kept across a reload (sign-up's private storage); none: in memory only. */
export type NafathAttemptStore = {
  read: () => NafathAttempt | undefined;
  save: (attempt: NafathAttempt) => void;
  clear: () => void;
};

const inMemory: NafathAttemptStore = { read: () => undefined, save: () => {}, clear: () => {} };

function storedAttempt(store: NafathAttemptStore): NafathAttempt | undefined {
  const attempt = store.read();
  return attempt && Date.parse(attempt.expires_at) > Date.now() ? attempt : undefined;
}

/**
 * The customer's current Nafath request: created once (or taken back from `store` after a reload
 * while it is still valid), polled every `nafath_poll_seconds` while waiting, and seen as expired
 * when its countdown ends.
 */
export function useNafathAttempt(store: NafathAttemptStore = inMemory) {
  const { nafathPollSeconds } = useAuthConfig();
  const [attempt, setAttempt] = useState<NafathAttempt | undefined>(() => storedAttempt(store));
  const create = useCreateNafathRequest();
  const started = useRef(false);
  const secondsLeft = useSecondsLeft(attempt ? Date.parse(attempt.expires_at) : undefined);
  const timedOut = attempt !== undefined && secondsLeft === 0;

  const poll = useGetNafathRequest(attempt?.id ?? '', {
    query: {
      enabled: attempt !== undefined && !timedOut,
      refetchInterval: (query) =>
        query.state.data?.status === 'waiting' || !query.state.data
          ? nafathPollSeconds * 1000
          : false,
      staleTime: 0,
    },
  });

  const start = useCallback(async () => {
    started.current = true;
    setAttempt(undefined);
    store.clear();
    try {
      const created = await create.mutateAsync();
      const next = {
        id: created.id,
        random_number: created.random_number,
        expires_at: created.expires_at,
      };
      store.save(next);
      setAttempt(next);
    } catch {
      // create.error carries the reason; the step offers a new attempt.
    }
  }, [create, store]);

  const startOnce = useCallback(() => {
    if (!started.current && !attempt) void start();
    started.current = true;
  }, [attempt, start]);

  const reported = poll.data?.id === attempt?.id ? poll.data?.status : undefined;
  const status: NafathRequestStatus | undefined =
    reported && reported !== 'waiting' ? reported : timedOut ? 'expired' : reported;

  return {
    attempt,
    status,
    secondsLeft,
    creating: create.isPending,
    createError: create.error,
    pollError: poll.isError ? poll.error : undefined,
    start,
    startOnce,
  };
}
