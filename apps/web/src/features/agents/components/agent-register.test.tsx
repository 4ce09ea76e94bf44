import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { type FakeReply, installFakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import type { AgentStatus } from '../api/agent-status.ts';
import { AgentRegister } from './agent-register.tsx';

const REFUSED: AgentStatus = {
  is_agent: 0,
  agent_active: 0,
  status: 'refused',
  applied_at: '2026-11-20T15:00:00.000Z',
  reason: 'Too few active players yet',
};

function applyApi(apply: FakeReply) {
  return installFakeApi({
    '/api/member/apply_for_agent/check': (body) =>
      (body as { apply_agent_flag: number }).apply_agent_flag === 1 ? apply : ok(REFUSED),
  });
}

describe('AgentRegister', () => {
  beforeEach(() => saveSession({ token: 'tok', memberId: 7, account: 'player07', currency: 'INR' }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the last refusal's reason and applies again", async () => {
    const fetchMock = applyApi(ok({ ...REFUSED, status: 'pending', applied_at: '2026-11-28T10:00:00.000Z', reason: '' }));
    await renderWithProviders(<AgentRegister status={REFUSED} />);
    expect(screen.getByTestId('agent-register-state').textContent).toBe('Your last application was refused.');
    expect(screen.getByTestId('agent-register-reason').textContent).toBe('Reason: Too few active players yet');
    expect(screen.getByText('Applied on 11/20/2026, 11:00:00')).toBeTruthy();

    fireEvent.click(screen.getByTestId('agent-apply'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ apply_agent_flag: 1 });
  });

  it.each([
    [101, 'Your account cannot apply at the moment: it is disabled or frozen. Please contact customer service.'],
    [104, 'You are an agent already, or your application is still waiting for a decision.'],
  ])('explains refusal %i', async (code, message) => {
    applyApi({ body: { code, message: 'agent.refused', data: null } });
    await renderWithProviders(<AgentRegister status={{ ...REFUSED, status: 'none', applied_at: null, reason: '' }} />);
    expect(screen.getByTestId('agent-register-state').textContent).toBe('You are not an agent yet.');
    fireEvent.click(screen.getByTestId('agent-apply'));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('offers no Apply button while an application waits', async () => {
    applyApi(ok(REFUSED));
    await renderWithProviders(<AgentRegister status={{ ...REFUSED, status: 'pending', reason: '' }} />);
    expect(screen.getByTestId('agent-register-state').textContent).toBe('Your application is waiting for a decision.');
    expect(screen.queryByTestId('agent-apply')).toBeNull();
    expect(screen.queryByTestId('agent-register-reason')).toBeNull();
  });
});
