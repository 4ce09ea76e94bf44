import { useTranslation } from 'react-i18next';
import './agent-centre.css';

/** The agent plan (/proxy/Plan): how an agent earns, in a few lines; the figures are the operator's plan. */
export function AgentPlan() {
  const { t } = useTranslation();
  return (
    <div className="agent-text" data-testid="agent-plan">
      <p>{t('agents.plan_intro')}</p>
      <ul>
        <li>{t('agents.plan_revenue')}</li>
        <li>{t('agents.plan_active')}</li>
        <li>{t('agents.plan_carry')}</li>
        <li>{t('agents.plan_upline')}</li>
      </ul>
    </div>
  );
}

/** The agent agreement (/proxy/Agreement): the rules an agent accepts, in short. */
export function AgentAgreement() {
  const { t } = useTranslation();
  return (
    <div className="agent-text" data-testid="agent-agreement">
      <ol>
        <li>{t('agents.agreement_1')}</li>
        <li>{t('agents.agreement_2')}</li>
        <li>{t('agents.agreement_3')}</li>
        <li>{t('agents.agreement_4')}</li>
      </ol>
    </div>
  );
}
