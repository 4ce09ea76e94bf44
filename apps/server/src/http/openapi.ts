import type { CallDefinition } from '@casino/contract/define-call.ts';
import { API_PREFIX } from '@casino/contract/define-call.ts';
import { replySchema } from '@casino/contract/envelope.ts';
import { z } from 'zod';

/** An OpenAPI 3.1 document of the calls, generated from their contract schemas. */
export function buildOpenApiDocument(calls: CallDefinition[]) {
  const paths: Record<string, unknown> = {};
  for (const call of calls) {
    paths[`${API_PREFIX}${call.path}`] = {
      post: {
        summary: call.summary,
        security: call.access === 'member' ? [{ memberToken: [] }] : [],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: z.toJSONSchema(call.request, { io: 'input' }) } },
        },
        responses: {
          200: {
            description: 'Reply envelope; code 100 or 1000 is success, other codes are business refusals',
            content: { 'application/json': { schema: z.toJSONSchema(replySchema(call.response), { io: 'output' }) } },
          },
          400: { description: 'Malformed request; data.fields names the failing fields' },
          401: { description: 'Missing or expired token' },
          429: { description: 'Too many requests' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Casino platform API', version: '1.0.0' },
    components: { securitySchemes: { memberToken: { type: 'apiKey', in: 'header', name: 'authorization' } } },
    paths,
  };
}
