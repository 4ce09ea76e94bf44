-- A jackpot pool shows money that the platform's jackpot account holds: the house's progressive pool is fed by the
-- contributions of real bets (and the operator's seed money, booked through the ledger). The demo seed once wrote
-- pools 'grand' and 'major' with made-up amounts that nothing fed, paid or backed; /v2/get_jackpot added them to the
-- real pool, so the home page showed a total that no game showed. They are removed
-- (docs/decisions/0020-one-jackpot-per-currency.md).
delete from jackpot_pools where name in ('grand', 'major');
