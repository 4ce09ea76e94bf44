import { describe, expect, it } from 'vitest';
import { AdminCallError } from './admin-api.ts';
import { refusalParts } from './use-refusal-detail.ts';

describe('what a refusal names', () => {
  it('reads the fields of a 400 and the accounts a refusal did not find, and nothing from anything else', () => {
    const invalid = new AdminCallError(400, 400, 'validation_failed', { fields: { 'title.en_US': ['too_big'], ends_at: ['x'] } });
    expect(refusalParts(invalid)).toEqual({ fields: ['title.en_US', 'ends_at'], accounts: [] });
    const unknown = new AdminCallError(101, 200, 'operator.member_not_found', { missing: ['ravi88', 7, 'bob'] });
    expect(refusalParts(unknown)).toEqual({ fields: [], accounts: ['ravi88', 'bob'] });
    // A field map on a refusal that is not a 400 is not a list of refused fields.
    expect(refusalParts(new AdminCallError(102, 200, 'm', { fields: { a: [] } }))).toEqual({ fields: [], accounts: [] });
    expect(refusalParts(new AdminCallError(500, 500, 'network'))).toEqual({ fields: [], accounts: [] });
    expect(refusalParts(new Error('offline'))).toEqual({ fields: [], accounts: [] });
  });
});
