import { z } from 'zod';
import { defineCall } from '../define-call.ts';

export const logoutCall = defineCall({
  path: '/logout',
  access: 'member',
  summary: 'Ends the session of the token that makes the call',
  request: z.object({}),
  response: z.null(),
});
