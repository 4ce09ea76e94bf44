import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useDateFormat } from '../../../lib/date-format.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/session.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-field.tsx';
import { agentKeys } from '../api/agent-keys.ts';
import { type AgentStatus, APPLY_REFUSAL, applyForAgent, isActiveAgent } from '../api/agent-status.ts';
import { AGENT_CENTRE_HOME } from './agent-paths.ts';
import './agent-centre.css';

/** The refusals of an application as messages the member can act on (SPEC section 6: 101 and 104 mean not eligible). */
function refusalKey(error: unknown): 'agents.apply_err_101' | 'agents.apply_err_104' | null {
  if (!isApiError(error) || error.kind !== 'rejected') return null;
  if (error.code === APPLY_REFUSAL.notEligible) return 'agents.apply_err_101';
  if (error.code === APPLY_REFUSAL.alreadyApplied) return 'agents.apply_err_104';
  return null;
}

/**
 * The agent centre's Register page (/proxy/Register): where the member stands (no application, waiting, refused with
 * the operator's reason, an agent already) and the Apply button while an application can be made.
 */
export function AgentRegister({ status }: { status: AgentStatus }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dates = useDateFormat();
  const session = useSession();
  const queryClient = useQueryClient();
  const apply = useMutation({
    mutationFn: applyForAgent,
    onSuccess: (next) => queryClient.setQueryData(agentKeys.status(session?.memberId ?? 0), next),
    // A refusal means the status changed elsewhere (an operator, another window): read it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: agentKeys.status(session?.memberId ?? 0) }),
  });

  const agent = status.is_agent === 1;
  const canApply = !agent && status.status !== 'pending';
  const refusal = apply.error ? refusalKey(apply.error) : null;
  const applyError = apply.error ? (refusal ? t(refusal) : errorText(apply.error)) : null;

  let state: string;
  if (isActiveAgent(status)) state = t('agents.status_agent');
  else if (agent) state = t('agents.status_agent_inactive');
  else if (status.status === 'pending') state = t('agents.status_pending');
  else if (status.status === 'refused') state = t('agents.status_refused');
  else state = t('agents.status_none');

  return (
    <div className="agent-register" data-testid="agent-register" data-status={agent ? 'agent' : status.status}>
      <p className="agent-register__intro">{t('agents.register_intro')}</p>
      <div className="agent-card" role="status">
        <p className="agent-register__state" data-testid="agent-register-state">
          {state}
        </p>
        {status.applied_at ? (
          <p className="agent-register__meta">{t('agents.applied_at', { time: dates.dateTime(status.applied_at) })}</p>
        ) : null}
        {status.status === 'refused' && !agent ? (
          <p className="agent-register__reason" data-testid="agent-register-reason">
            {t('agents.refusal_reason', { reason: status.reason || t('agents.no_reason') })}
          </p>
        ) : null}
      </div>
      <FormAlert message={applyError} />
      {canApply ? (
        <Button
          size="lg"
          onClick={() => apply.mutate()}
          disabled={apply.isPending}
          aria-busy={apply.isPending || undefined}
          data-testid="agent-apply"
        >
          {apply.isPending ? t('agents.applying') : status.status === 'refused' ? t('agents.apply_again') : t('agents.apply')}
        </Button>
      ) : null}
      {isActiveAgent(status) ? (
        <Link to={AGENT_CENTRE_HOME} className={buttonClassName('primary', 'lg')} data-testid="agent-open-centre">
          {t('agents.open_centre')}
        </Link>
      ) : null}
    </div>
  );
}
