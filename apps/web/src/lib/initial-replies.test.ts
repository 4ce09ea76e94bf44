import { jackpotCall } from '@casino/contract/calls/game-calls.ts';
import { defineCall } from '@casino/contract/define-call.ts';
import { INITIAL_REPLIES_ELEMENT_ID } from '@casino/contract/initial-replies.ts';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, ok } from '../test/fake-api.ts';
import { envelope, startEachTestAsANewPage, writeReplies, written } from '../test/written-replies.ts';
import { callApi, writtenReply } from './api-client.ts';
import { resetInitialReplies } from './initial-replies.ts';

const memberJackpot = defineCall({
  ...jackpotCall,
  path: '/member/test/jackpot',
  access: 'member',
  request: () => jackpotCall.request,
  response: () => jackpotCall.response,
});

describe('replies written into the page', () => {
  startEachTestAsANewPage();

  it("answer a public call's first ask with the same path, language and body, without a request; the next ask fetches", async () => {
    writeReplies([written('/v2/get_jackpot', { currency: 'INR' }, envelope({ jackpot_amount_total: '7.00' }))]);
    const fetchMock = installFakeApi({ '/api/v2/get_jackpot': ok({ jackpot_amount_total: '8.00' }) });
    await expect(callApi(jackpotCall, { currency: 'INR' })).resolves.toEqual({ jackpot_amount_total: '7.00' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(callApi(jackpotCall, { currency: 'INR' })).resolves.toEqual({ jackpot_amount_total: '8.00' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("give a query its initial data at once, once, and only for a public call's written body", async () => {
    writeReplies([
      written('/v2/get_jackpot', { currency: 'INR' }, envelope({ jackpot_amount_total: '7.00' })),
      written('/member/test/jackpot', { currency: 'INR' }, envelope({ jackpot_amount_total: '9.00' })),
    ]);
    const fetchMock = installFakeApi({ '/api/v2/get_jackpot': ok({ jackpot_amount_total: '8.00' }) });
    expect(writtenReply(jackpotCall, { currency: 'USD' })).toBeUndefined();
    expect(writtenReply(memberJackpot, { currency: 'INR' })).toBeUndefined();
    expect(writtenReply(jackpotCall, { currency: 'INR' })).toEqual({ jackpot_amount_total: '7.00' });
    expect(writtenReply(jackpotCall, { currency: 'INR' })).toBeUndefined();
    await expect(callApi(jackpotCall, { currency: 'INR' })).resolves.toEqual({ jackpot_amount_total: '8.00' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are not used for another body, another language, a member call, a failure, a reply of the wrong shape or a late ask', async () => {
    const fetchMock = installFakeApi({
      '/api/v2/get_jackpot': ok({ jackpot_amount_total: '8.00' }),
      '/api/member/test/jackpot': ok({ jackpot_amount_total: '8.00' }),
    });
    writeReplies([
      written('/v2/get_jackpot', { currency: 'USD' }, envelope({ jackpot_amount_total: '1.00' })),
      written('/v2/get_jackpot', { currency: 'INR' }, envelope({ jackpot_amount_total: '2.00' }), 'vi_VN'),
      written('/member/test/jackpot', { currency: 'INR' }, envelope({ jackpot_amount_total: '3.00' })),
    ]);
    await expect(callApi(jackpotCall, { currency: 'INR' })).resolves.toEqual({ jackpot_amount_total: '8.00' });
    await expect(callApi(memberJackpot, { currency: 'INR' })).resolves.toEqual({ jackpot_amount_total: '8.00' });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    for (const reply of [{ code: 500, message: 'error', data: null }, envelope({ jackpot_amount_total: 5 }), 'nonsense']) {
      document.getElementById(INITIAL_REPLIES_ELEMENT_ID)?.remove();
      resetInitialReplies();
      writeReplies([written('/v2/get_jackpot', { currency: 'INR' }, reply)]);
      await expect(callApi(jackpotCall, { currency: 'INR' })).resolves.toEqual({ jackpot_amount_total: '8.00' });
    }

    document.getElementById(INITIAL_REPLIES_ELEMENT_ID)?.remove();
    resetInitialReplies();
    writeReplies([written('/v2/get_jackpot', { currency: 'INR' }, envelope({ jackpot_amount_total: '2.00' }))]);
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    await expect(callApi(jackpotCall, { currency: 'INR' })).resolves.toEqual({ jackpot_amount_total: '8.00' });
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('leave a page whose element is not JSON to ask its calls', async () => {
    const element = document.createElement('script');
    element.id = INITIAL_REPLIES_ELEMENT_ID;
    element.textContent = '{not json';
    document.head.append(element);
    installFakeApi({ '/api/v2/get_jackpot': ok({ jackpot_amount_total: '8.00' }) });
    await expect(callApi(jackpotCall, { currency: 'INR' })).resolves.toEqual({ jackpot_amount_total: '8.00' });
  });
});
