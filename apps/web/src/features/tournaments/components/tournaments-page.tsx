import type { TournamentRankingKind, TournamentSummary } from '@casino/contract/calls/tournament-calls.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../lib/countdown.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { FormAlert } from '../../../ui/form-field.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { type PlayGameInput, usePlayGame } from '../../play/hooks/use-play-game.ts';
import { useTournament } from '../api/tournament-detail.ts';
import { useTournaments } from '../api/tournaments-list.ts';
import { useJoinTournament } from '../hooks/use-join-tournament.ts';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard.ts';
import './tournaments.css';

/** Seconds as "2d 03:04:05" (days only when there are any). */
export function formatTimeLeft(seconds: number, dayLabel: (days: number) => string): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const rest = s % 86_400;
  const clock = [Math.floor(rest / 3_600), Math.floor((rest % 3_600) / 60), rest % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${dayLabel(days)} ${clock}` : clock;
}

/** The time to the start (scheduled) or the end (running), counted down from the server's clock. */
function Countdown({ tournament, serverTime }: { tournament: TournamentSummary; serverTime: string }) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const { start } = countdown;
  const target = tournament.status === 'scheduled' ? tournament.starts_at : tournament.ends_at;
  useEffect(() => {
    start((Date.parse(target) - Date.parse(serverTime)) / 1000);
  }, [start, target, serverTime]);
  if (tournament.status !== 'scheduled' && tournament.status !== 'running') {
    return <p className="tournament-countdown">{t(`tournaments.status.${tournament.status}`)}</p>;
  }
  const left = formatTimeLeft(countdown.remaining, (days) => t('tournaments.days', { days }));
  return (
    <p className="tournament-countdown" data-testid="tournament-countdown">
      {tournament.status === 'scheduled' ? t('tournaments.starts_in', { time: left }) : t('tournaments.ends_in', { time: left })}
    </p>
  );
}

function rankingScoreLabel(ranking: TournamentRankingKind, score: string, money: (amount: string) => string): string {
  if (ranking === 'total_stake') return money(score);
  if (ranking === 'biggest_multiplier') return `x${score}`;
  return score;
}

function PrizeTable({ tournament }: { tournament: TournamentSummary }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <table className="tournament-table" data-testid="tournament-prizes">
      <caption>{t('tournaments.prizes_title', { pool: money(tournament.prize_pool, tournament.currency) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tournaments.rank')}</th>
          <th scope="col">{t('tournaments.prize')}</th>
        </tr>
      </thead>
      <tbody>
        {tournament.prizes.map((p) => (
          <tr key={p.rank_from}>
            <th scope="row">
              {p.rank_from === p.rank_to ? p.rank_from : t('tournaments.rank_range', { from: p.rank_from, to: p.rank_to })}
            </th>
            <td>{money(p.amount, tournament.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function JoinButton({ tournament }: { tournament: TournamentSummary }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const join = useJoinTournament();
  const [error, setError] = useState<string | undefined>(undefined);
  if (tournament.status !== 'scheduled' && tournament.status !== 'running') return null;
  if (tournament.participation === 'automatic') {
    return <p className="tournament-note">{t('tournaments.automatic')}</p>;
  }
  if (tournament.joined) {
    return (
      <p className="tournament-note" data-testid="tournament-joined">
        {t('tournaments.joined')}
      </p>
    );
  }
  const label =
    tournament.participation === 'buy_in'
      ? t('tournaments.buy_in', { amount: money(tournament.buy_in, tournament.currency) })
      : t('tournaments.join');
  return (
    <div className="tournament-join">
      <Button
        disabled={join.isPending}
        data-testid="tournament-join"
        onClick={() => {
          setError(undefined);
          join.mutate(tournament.id, { onError: (e) => setError(errorText(e)) });
        }}
      >
        {label}
      </Button>
      <FormAlert message={error} />
    </div>
  );
}

type ListedGame = { key: string; name: string; launch: PlayGameInput | null };

/**
 * The games that count, each with how to open it when it can be launched. A server that does not send game_list yet
 * gives only the codes: they are listed without a way to open them.
 */
function listedGames(tournament: TournamentSummary): ListedGame[] {
  if (!tournament.game_list) return tournament.games.map((code) => ({ key: code, name: code, launch: null }));
  return tournament.game_list.map((game) => ({
    key: `${game.gp_id}:${game.game_code}`,
    name: game.game_name,
    launch: game.playable ? { gpId: game.gp_id, gameType: game.game_type, gameCode: game.game_code, house: game.house } : null,
  }));
}

/** The tournament's games; Play opens a game through the site's play flow, as a game tile does. */
function TournamentGames({ tournament }: { tournament: TournamentSummary }) {
  const { t } = useTranslation();
  const { play, state } = usePlayGame();
  const games = listedGames(tournament);
  if (games.length === 0) return null;
  // Bets count only while it runs; before the start the games may be tried already.
  const open = tournament.status === 'scheduled' || tournament.status === 'running';
  const headingId = `tournament-${tournament.id}-games`;
  return (
    <section className="tournament-games" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('tournaments.games_title')}</h4>
      <ul className="tournament-games__list" data-testid="tournament-games">
        {games.map(({ key, name, launch }) => (
          <li key={key} className="tournament-games__item">
            <span>{name}</span>
            {open && launch ? (
              <Button
                size="sm"
                disabled={state === 'starting'}
                aria-label={t('tournaments.play_game', { game: name })}
                data-testid="tournament-play"
                onClick={() => play(launch)}
              >
                {t('tournaments.play')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One tournament: countdown, how it ranks, prize table, join, and the leaderboard as pushed live. */
function TournamentDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const detail = useTournament(id);
  const live = useLiveLeaderboard(id);
  if (detail.isPending) {
    return (
      <LoadingRegion label={t('tournaments.loading')}>
        <Skeleton height="12rem" />
      </LoadingRegion>
    );
  }
  if (detail.isError) {
    return (
      <ErrorMessage
        title={t('tournaments.load_failed')}
        message={errorText(detail.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const { tournament, mine, server_time } = detail.data;
  const leaderboard = live?.leaderboard ?? detail.data.leaderboard;
  const participants = live?.participants ?? tournament.participants;
  const score = (value: string) => rankingScoreLabel(tournament.ranking, value, (a) => money(a, tournament.currency));
  return (
    <article className="tournament-detail" aria-labelledby={`tournament-${id}-title`} data-testid="tournament-detail">
      <header className="tournament-detail__head">
        <h3 id={`tournament-${id}-title`}>{tournament.title}</h3>
        <Countdown tournament={tournament} serverTime={server_time} />
        <p className="tournament-note">
          {t(`tournaments.ranking.${tournament.ranking}`)} · {t('tournaments.participants', { players: participants })}
        </p>
      </header>
      <JoinButton tournament={tournament} />
      <TournamentGames tournament={tournament} />
      {mine ? (
        <p className="tournament-mine" data-testid="tournament-mine">
          {t('tournaments.my_rank', { rank: mine.rank, score: score(mine.score) })}
        </p>
      ) : null}
      <div className="tournament-detail__tables">
        <PrizeTable tournament={tournament} />
        <table className="tournament-table" data-testid="tournament-leaderboard" aria-live="polite">
          <caption>{t('tournaments.leaderboard')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tournaments.rank')}</th>
              <th scope="col">{t('tournaments.player')}</th>
              <th scope="col">{t('tournaments.score')}</th>
            </tr>
          </thead>
          <tbody>
            {leaderboard.length === 0 ? (
              <tr>
                <td colSpan={3}>{t('tournaments.no_entries')}</td>
              </tr>
            ) : (
              leaderboard.map((row) => (
                <tr key={row.rank} aria-current={mine?.rank === row.rank ? 'true' : undefined}>
                  <th scope="row">{row.rank}</th>
                  <td>{row.account}</td>
                  <td>{score(row.score)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </article>
  );
}

/**
 * Member centre / Tournaments (docs/decisions/0085): the running and coming tournaments of the member's site and
 * currency as tabs, and the one chosen with its countdown, prize table, join or buy-in, the member's rank and the
 * leaderboard that follows the tournament's realtime channel.
 */
export function TournamentsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const list = useTournaments();
  const [chosen, setChosen] = useState<number | null>(null);
  if (list.isPending) {
    return (
      <LoadingRegion label={t('tournaments.loading')} className="tournaments-page">
        <Skeleton height="3rem" />
        <Skeleton height="12rem" />
      </LoadingRegion>
    );
  }
  if (list.isError) {
    return (
      <ErrorMessage
        title={t('tournaments.load_failed')}
        message={errorText(list.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const tournaments = list.data.list;
  if (tournaments.length === 0) {
    return (
      <p className="tournaments-empty" data-testid="tournaments-empty">
        {t('tournaments.none')}
      </p>
    );
  }
  const id = chosen !== null && tournaments.some((x) => x.id === chosen) ? chosen : (tournaments[0]?.id ?? null);
  return (
    <div className="tournaments-page" data-testid="tournaments-page">
      <div className="tournaments-tabs" role="tablist" aria-label={t('tournaments.title')}>
        {tournaments.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            aria-selected={x.id === id}
            className="tournaments-tab"
            onClick={() => setChosen(x.id)}
          >
            <span>{x.title}</span>
            <small>{t(`tournaments.status.${x.status}`)}</small>
          </button>
        ))}
      </div>
      {id !== null ? <TournamentDetail key={id} id={id} /> : null}
    </div>
  );
}
