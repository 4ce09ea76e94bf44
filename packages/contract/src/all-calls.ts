import * as agentCalls from './calls/agent-calls.ts';
import * as authCalls from './calls/auth-calls.ts';
import * as bankAccountCalls from './calls/bank-account-calls.ts';
import * as bonusCalls from './calls/bonus-calls.ts';
import * as contentCalls from './calls/content-calls.ts';
import * as engagementCalls from './calls/engagement-calls.ts';
import * as gameCalls from './calls/game-calls.ts';
import * as inviteCalls from './calls/invite-calls.ts';
import * as lotteryOperatorCalls from './calls/lottery-operator-calls.ts';
import * as loyaltyCalls from './calls/loyalty-calls.ts';
import * as memberCalls from './calls/member-calls.ts';
import * as operatorCalls from './calls/operator-calls.ts';
import * as operatorGameCalls from './calls/operator-game-calls.ts';
import * as operatorMemberCalls from './calls/operator-member-calls.ts';
import * as operatorProtectionCalls from './calls/operator-protection-calls.ts';
import * as operatorReportCalls from './calls/operator-report-calls.ts';
import * as operatorRiskCalls from './calls/operator-risk-calls.ts';
import * as operatorSecondFactorCalls from './calls/operator-second-factor-calls.ts';
import * as paymentCalls from './calls/payment-calls.ts';
import * as playCalls from './calls/play-calls.ts';
import * as protectionCalls from './calls/protection-calls.ts';
import * as realityCheckCalls from './calls/reality-check-calls.ts';
import * as registerCalls from './calls/register-calls.ts';
import * as siteCalls from './calls/site-calls.ts';
import * as sportsOperatorCalls from './calls/sports-operator-calls.ts';
import * as sportsQuickbetCalls from './calls/sports-quickbet-calls.ts';
import * as tournamentCalls from './calls/tournament-calls.ts';
import * as walletCalls from './calls/wallet-calls.ts';
import type { CallDefinition } from './define-call.ts';

/** The modules of calls/, one per area; all-calls.test.ts checks that none is missing. */
export const CALL_MODULES: Record<string, Record<string, unknown>> = {
  'agent-calls.ts': agentCalls,
  'auth-calls.ts': authCalls,
  'bank-account-calls.ts': bankAccountCalls,
  'bonus-calls.ts': bonusCalls,
  'invite-calls.ts': inviteCalls,
  'engagement-calls.ts': engagementCalls,
  'content-calls.ts': contentCalls,
  'game-calls.ts': gameCalls,
  'lottery-operator-calls.ts': lotteryOperatorCalls,
  'loyalty-calls.ts': loyaltyCalls,
  'sports-operator-calls.ts': sportsOperatorCalls,
  'sports-quickbet-calls.ts': sportsQuickbetCalls,
  'member-calls.ts': memberCalls,
  'operator-calls.ts': operatorCalls,
  'operator-game-calls.ts': operatorGameCalls,
  'operator-member-calls.ts': operatorMemberCalls,
  'operator-protection-calls.ts': operatorProtectionCalls,
  'operator-report-calls.ts': operatorReportCalls,
  'operator-risk-calls.ts': operatorRiskCalls,
  'operator-second-factor-calls.ts': operatorSecondFactorCalls,
  'payment-calls.ts': paymentCalls,
  'play-calls.ts': playCalls,
  'protection-calls.ts': protectionCalls,
  'reality-check-calls.ts': realityCheckCalls,
  'register-calls.ts': registerCalls,
  'site-calls.ts': siteCalls,
  'tournament-calls.ts': tournamentCalls,
  'wallet-calls.ts': walletCalls,
};

function isCallDefinition(value: unknown): value is CallDefinition {
  const call = value as Partial<CallDefinition> | null;
  return (
    typeof call === 'object' &&
    call !== null &&
    typeof call.path === 'string' &&
    typeof call.access === 'string' &&
    'request' in call
  );
}

/** Every call of the contract, ordered by path: what tests walk to cover each call. */
export const ALL_CALLS: readonly CallDefinition[] = Object.values(CALL_MODULES)
  .flatMap((module) => Object.values(module).filter(isCallDefinition))
  .sort((a, b) => (a.path < b.path ? -1 : 1));
