import {
  type DoubleValidationQuestion,
  doubleValidationCall,
  type LoginResult,
  skipQuestionCall,
} from '@casino/contract/calls/auth-calls.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

export type DoubleValidationRequest = CallRequest<typeof doubleValidationCall>;

/** POST /login/double_validation: the answer to the security question; success is a login result. */
export function answerDoubleValidation(request: DoubleValidationRequest): Promise<LoginResult> {
  return callApi(doubleValidationCall, request);
}

/** POST /login/double_validation/skip: another question for the same login attempt. */
export function skipDoubleValidationQuestion(memberLoginId: string): Promise<DoubleValidationQuestion> {
  return callApi(skipQuestionCall, { member_login_id: memberLoginId });
}
