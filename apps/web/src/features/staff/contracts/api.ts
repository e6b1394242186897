import { queryOptions } from '@tanstack/react-query';
import {
  type ContractPreviewBody,
  contractPreviewSchema,
  contractTemplateListSchema,
  type SaveContractTemplateBody,
} from '@portal/shared/contracts/staff';
import { messageSchema } from '@portal/shared/users/staff';
import { type WagePolicyBody, wagePolicySchema } from '@portal/shared/users/wage-policy';
import { apiRequest } from '@/lib/api-client';

export const contractTemplatesQuery = queryOptions({
  queryKey: ['staff', 'contract-templates'],
  queryFn: async ({ signal }) =>
    contractTemplateListSchema.parse(await apiRequest('/staff/contract-templates', { signal })),
});

export const saveContractTemplate = async (body: SaveContractTemplateBody) =>
  messageSchema.parse(await apiRequest('/staff/contract-templates', { method: 'POST', body }));

export const previewContract = async (body: ContractPreviewBody) =>
  contractPreviewSchema.parse(
    await apiRequest('/staff/contract-templates/preview', { method: 'POST', body }),
  );

export const wagePolicyQuery = (idEmpresa: number) =>
  queryOptions({
    queryKey: ['staff', 'wage-policy', idEmpresa],
    queryFn: async ({ signal }) =>
      wagePolicySchema.parse(await apiRequest(`/staff/companies/${idEmpresa}/wage-policy`, { signal })),
  });

export const saveWagePolicy = async (idEmpresa: number, body: WagePolicyBody) =>
  messageSchema.parse(await apiRequest(`/staff/companies/${idEmpresa}/wage-policy`, { method: 'PUT', body }));
