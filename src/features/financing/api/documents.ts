import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { AxiosProgressEvent } from 'axios';
import {
  deleteFinancingDocument,
  getListFinancingDocumentsQueryKey,
  uploadFinancingDocument,
  useListFinancingDocuments,
} from '@generated/api/financing/financing';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import type { FinancingDocumentKind } from '@generated/model';
import type { UploadProgress } from '@/components/form/file-field';

const POLL_MS = 3000;

/** The documents a request needs; polled while one waits for its review. */
export function useFinancingDocuments(requestId: number) {
  return useListFinancingDocuments(requestId, {
    query: {
      refetchInterval: (query) =>
        query.state.data?.results.some((slot) => slot.document?.review_status === 'received')
          ? POLL_MS
          : false,
    },
  });
}

export type DocumentRules = { maxBytes: number; contentTypes: readonly string[] };

/** The upload limits of web-app-config (10 MiB of PDF, JPEG or PNG until it answers). */
export function useDocumentRules(): DocumentRules {
  const { data } = useGetWebAppConfig({ query: { staleTime: Infinity } });
  return {
    maxBytes: data?.document_max_bytes ?? 10 * 1024 * 1024,
    contentTypes: data?.document_content_types ?? ['application/pdf', 'image/jpeg', 'image/png'],
  };
}

/** The server's checks of a chosen file (typed by its content), before anything is sent. */
export function documentFileError(file: File | undefined, rules: DocumentRules) {
  if (!file || file.size === 0) return 'file__required';
  if (!rules.contentTypes.includes(file.type)) return 'file__invalid_type';
  if (file.size > rules.maxBytes) return 'file__too_large';
  return undefined;
}

/** One kind's upload: its progress, and a cancel that stops it where it is. */
export function useDocumentUpload(requestId: number, kind: FinancingDocumentKind) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getListFinancingDocumentsQueryKey(requestId) });

  const upload = async (file: File) => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ loaded: 0, total: file.size });
    try {
      const document = await uploadFinancingDocument(
        requestId,
        { kind, file },
        {
          onUploadProgress: (event: AxiosProgressEvent) =>
            setProgress({ loaded: event.loaded, total: event.total }),
        },
        abort.signal,
      );
      await refresh();
      return document;
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };
  const cancel = () => controller.current?.abort();
  return { upload, cancel, progress };
}

/** Deletes a document, then the list is read again. */
export function useDocumentDelete(requestId: number) {
  const queryClient = useQueryClient();
  return async (documentId: number) => {
    await deleteFinancingDocument(requestId, documentId);
    await queryClient.invalidateQueries({
      queryKey: getListFinancingDocumentsQueryKey(requestId),
    });
  };
}
