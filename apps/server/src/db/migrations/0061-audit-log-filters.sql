-- The back office filters the audit log by action and by target, newest first: each filter reads its own index.
create index operator_audit_log_action on operator_audit_log (action, id);
create index operator_audit_log_target on operator_audit_log (target, id);
