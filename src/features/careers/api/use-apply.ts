import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AxiosProgressEvent } from 'axios';
import {
  getListJobOpeningsQueryKey,
  useCreateCareerApplication,
} from '@generated/api/careers/careers';
import type { UploadProgress } from '@/components/form';

/** The application call with its upload progress; a closed opening refreshes the list of openings. */
export function useApply() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useCreateCareerApplication({
    request: {
      onUploadProgress: (event: AxiosProgressEvent) =>
        setProgress({ loaded: event.loaded, total: event.total }),
    },
    mutation: {
      onMutate: () => setProgress({ loaded: 0 }),
      onSettled: () => setProgress(null),
      onError: (error) => {
        if (error.has('opening__closed') || error.has('opening__not_found')) {
          void queryClient.invalidateQueries({ queryKey: getListJobOpeningsQueryKey() });
        }
      },
    },
  });
  return { ...mutation, progress };
}
