import {
  adminPath,
  adminRoutes,
  type ImportFirstPassword,
  type ImportJob,
} from '@clube/contract/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

/** GET links the browser opens with the session cookie (downloads need no CSRF header). */
export const TEMPLATE_URL = adminRoutes.memberImportTemplate.path;
export const errorsCsvUrl = (id: number) => adminPath(adminRoutes.importErrorsCsv.path, { id });

const RUNNING: ImportJob['status'][] = ['confirmed', 'applying'];
export const isRunning = (job: ImportJob | undefined) => !!job && RUNNING.includes(job.status);

/** One job; polled every second while a confirmed import is being written (the progress bar). */
export const importQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['getImport', { id }] as const,
    queryFn: ({ signal }) => adminApi('getImport', { params: { id }, signal }),
    meta: { handlesErrors: true },
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
    staleTime: 0,
  });

export const useImport = (id: number | undefined) =>
  useQuery({ ...importQueryOptions(id ?? 0), enabled: id !== undefined });

/** Sends the file as it is: the server reads it (encoding, separator) and answers the dry run. */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      companyId,
      firstPassword,
    }: {
      file: File;
      companyId: number;
      firstPassword: ImportFirstPassword;
    }) =>
      adminApi('uploadMemberImport', {
        query: { companyId, firstPassword, fileName: file.name.slice(0, 200) },
        body: file,
      }),
    meta: { handlesErrors: true },
    onSuccess: (job) => queryClient.setQueryData(importQueryOptions(job.id).queryKey, job),
  });
}

function useJobChange<V>(call: (id: number, variables: V) => Promise<ImportJob>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, variables }: { id: number; variables: V }) => call(id, variables),
    meta: { handlesErrors: true },
    onSuccess: async (job) => {
      queryClient.setQueryData(importQueryOptions(job.id).queryKey, job);
      await queryClient.invalidateQueries({ queryKey: ['listMembers'] });
    },
  });
}

export const useConfirmImport = () =>
  useJobChange((id, variables: { deactivateMissing: boolean }) =>
    adminApi('confirmImport', { params: { id }, body: variables }),
  );

export const useDiscardImport = () =>
  useJobChange((id) => adminApi('discardImport', { params: { id } }));
