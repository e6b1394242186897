import { queryOptions } from '@tanstack/react-query';
import {
  type AgencySignBody,
  candidateContractSchema,
  type IssueContractBody,
  type WorkerSignBody,
} from '@portal/shared/contracts/signing';
import { messageSchema } from '@portal/shared/users/staff';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import type { AssignmentArea } from '../api';

/** The contract of an assignment (decision 0065): issued and countersigned by the agency, signed by the worker. */

const message = async (path: string, body?: object) =>
  messageSchema.parse(await apiRequest(path, { method: 'POST', body }));

export const issueContract = async (idMision: number, body: IssueContractBody) =>
  message(`/staff/assignments/${idMision}/contract`, body);
export const voidContract = (id: number) => message(`/staff/contracts/${id}/void`);

/** The signer's code, mailed to them: the worker's own or the agency representative's. */
export const sendSigningCode = (signer: 'candidate' | 'staff', id: number) =>
  message(`/${signer}/contracts/${id}/code`);
export const signAsWorker = (id: number, body: WorkerSignBody) =>
  message(`/candidate/contracts/${id}/sign`, body);
export const signAsAgency = (id: number, body: AgencySignBody) =>
  message(`/staff/contracts/${id}/sign`, body);

export const candidateContractQuery = (id: number) =>
  queryOptions({
    queryKey: ['contracts', 'candidate', id],
    queryFn: async ({ signal }) =>
      candidateContractSchema.parse(await apiRequest(`/candidate/contracts/${id}`, { signal })),
  });

/** Saves the contract's PDF (the signed one once both signed) with the name the API gives. */
export async function downloadContract(area: AssignmentArea, id: number) {
  const file = await apiDownload(`/${area}/contracts/${id}/pdf`);
  saveFile(file.blob, file.fileName ?? `contrato-${id}.pdf`);
}

export async function downloadCertificate(idMision: number, withSalary: boolean) {
  const file = await apiDownload(`/candidate/assignments/${idMision}/certificate`, {
    query: { salario: withSalary ? 'si' : 'no' },
  });
  saveFile(file.blob, file.fileName ?? 'certificado-laboral.pdf');
}
