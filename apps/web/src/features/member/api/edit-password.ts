import { editPasswordCall } from '@casino/contract/calls/member-calls.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

export type EditPasswordRequest = CallRequest<typeof editPasswordCall>;

/** POST /member/profile/edit_password: type 1 the login password, type 2 the withdraw password. */
export async function editPassword(request: EditPasswordRequest): Promise<void> {
  await callApi(editPasswordCall, request);
}
