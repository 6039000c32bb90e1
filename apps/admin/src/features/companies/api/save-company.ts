import type { CreateCompanyBody, UpdateCompanyBody } from '@clube/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth';
import { companyQueryOptions } from './get-company';

/** The companies lists (any filter, page or sort): refreshed after every save. */
const LIST_KEY = ['listCompanies'] as const;

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompanyBody) => adminApi('createCompany', { body }),
    meta: { handlesErrors: true, success: 'Empresa criada.' },
    onSuccess: async (company) => {
      queryClient.setQueryData(companyQueryOptions(company.id).queryKey, company);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LIST_KEY }),
        // An admin's scope ("every company") now includes it: the pickers of other screens too.
        queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
      ]);
    },
  });
}

export function useUpdateCompany(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyBody) => adminApi('updateCompany', { params: { id }, body }),
    meta: { handlesErrors: true, success: 'Alterações salvas.' },
    onSuccess: async (company) => {
      queryClient.setQueryData(companyQueryOptions(id).queryKey, company);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
      ]);
    },
  });
}
