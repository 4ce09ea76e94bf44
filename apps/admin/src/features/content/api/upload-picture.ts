import { MEDIA_UPLOAD_PATH, type MediaUploadReply, mediaUploadReply } from '@casino/contract/calls/content-calls.ts';
import { API_PREFIX } from '@casino/contract/define-call.ts';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { operatorSession } from '../../../lib/operator-session.ts';

/**
 * Sends a picture to the desk's upload (the file's bytes as the body, not JSON), with the operator's token. The server
 * decides by the bytes and re-encodes it; a refusal (code 102: not PNG or JPEG, damaged, too large) throws.
 */
export async function uploadPicture(file: Blob): Promise<MediaUploadReply> {
  const token = operatorSession.read()?.token;
  const response = await fetch(`${API_PREFIX}${MEDIA_UPLOAD_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': file.type === 'image/png' || file.type === 'image/jpeg' ? file.type : 'application/octet-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  });
  const reply = (await response.json().catch(() => null)) as { code?: number; message?: string; data?: unknown } | null;
  if (reply?.code !== 1000) {
    throw new AdminCallError(reply?.code ?? response.status, response.status, reply?.message ?? 'network');
  }
  return mediaUploadReply.parse(reply.data);
}
