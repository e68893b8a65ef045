import {
  canAnswerReceivedChallenge,
  challengeDisplayState,
  goalProgress,
  LOCALES,
  perEmployee,
  rankScores,
  totalsInUnits,
  type ChallengeStats,
  type ExcludeUsersInput,
  type LeaderboardQuery,
  type Locale,
  type LeaderboardRow,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { excludeFromChallenge } from '../../rollups/challenge-fold.ts';
import {
  getChallengeLeaderboardPage,
  getChallengeOrganisationTotals,
  getChallengeTotals,
} from '../../stats-queries/challenge-leaderboard.ts';
import { collaborativeProgressOf, leaderboardScopeOf } from './challenge-views.ts';
import { findOwnedChallenge, findReadableChallenge, getChallenge } from './challenges.service.ts';
import {
  addExcludedUsers,
  answerRecipient,
  findChallenge,
  findOrganisationContact,
  findParticipantIdsIn,
  findRecipient,
} from './challenges.repository.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * One page of a challenge's leaderboard (participants ranked on the individual goal's measure, ranks 1..n among
 * the rows the viewer reads: `leaderboardScopeOf`).
 */
export async function getLeaderboard(db: Db, actor: Actor, challengeId: string, query: LeaderboardQuery) {
  const { dashboard, challenge } = await findReadableChallenge(db, actor, challengeId);
  const scope = leaderboardScopeOf(dashboard, challenge);
  const { rows, total } = await getChallengeLeaderboardPage(db, challengeId, query, scope);
  const goal = challenge.individualGoal;
  return {
    data: rows.map((row): LeaderboardRow => {
      const totals = {
        distanceM: Number(row.distanceM),
        durationS: Number(row.durationS),
        calories: Number(row.calories),
        ghgMg: Number(row.ghgMg),
        sessions: Number(row.sessions),
        greenpoints: Number(row.greenpoints),
      };
      const progress = goalProgress(goal, totals);
      return {
        userId: row.participantId,
        username: row.username,
        organisationId: row.organisationId,
        organisationName: row.organisationName,
        distanceKm: round2(totals.distanceM / 1000),
        durationMin: round2(totals.durationS / 60),
        calories: totals.calories,
        ghgKg: round2(totals.ghgMg / 1_000_000),
        sessions: totals.sessions,
        greenpoints: totals.greenpoints,
        usualTransportMode: row.usualTransportMode,
        rank: Number(row.rank),
        progress: progress.ratio,
        goalReached: progress.reached,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * A challenge's figures: totals, the collaborative goal's progress (the whole challenge's), and the organisations
 * ranked per employee. An organisation looking at a city-wide challenge gets its own participants' totals and its
 * own row of the organisations' ranking (with its rank among all of them).
 */
export async function getChallengeStats(db: Db, actor: Actor, challengeId: string): Promise<ChallengeStats> {
  const { dashboard, challenge } = await findReadableChallenge(db, actor, challengeId);
  const scope = leaderboardScopeOf(dashboard, challenge);
  const [figures, organisations] = await Promise.all([
    getChallengeTotals(db, challengeId, scope),
    getChallengeOrganisationTotals(db, challengeId),
  ]);
  const ranked = rankScores(
    organisations.map((row) => ({ ...row, perEmployee: perEmployee(row.score, row.employeesCount, row.participants) })),
    (row) => row.perEmployee,
  );
  return {
    challengeId,
    participantsCount: figures.participants,
    reachedCount: figures.reached,
    totals: totalsInUnits(figures.totals),
    collaborativeProgress: collaborativeProgressOf(challenge),
    organisations: ranked
      .filter((row) => scope.organisationId === null || row.organisationId === scope.organisationId)
      .map((row) => ({
        organisationId: row.organisationId,
        name: row.name,
        participantsCount: row.participants,
        employeesCount: row.employeesCount,
        total: round2(row.score),
        perEmployee: Math.round(row.perEmployee * 10_000) / 10_000,
        ghgKg: round2(row.ghgMg / 1_000_000),
        distanceKm: round2(row.distanceM / 1000),
        rank: row.rank,
      })),
  };
}

export type AnswerContext = { db: Db; mailer: Mailer; appUrl: string };

/**
 * The receiving organisation accepts or declines a challenge sent to it, once, before it ends; an acceptance
 * is emailed to the sender (who also sees it on the challenge's page).
 */
export async function answerChallenge(
  context: AnswerContext,
  actor: Actor,
  challengeId: string,
  answer: 'accepted' | 'declined',
  now = new Date(),
) {
  const { db } = context;
  const dashboard = requireDashboardActor(actor);
  const challenge = await findChallenge(db, challengeId);
  const organisationId = dashboard.organisationId;
  const recipient = challenge && organisationId ? await findRecipient(db, challengeId, organisationId) : undefined;
  if (!challenge || !recipient || challenge.status === 'draft') throw notFound();
  authorize(dashboard, 'challenges.answer', { cityId: challenge.cityId, organisationId });
  const state = challengeDisplayState(challenge, now);
  if (recipient.state !== 'pending')
    throw conflict('challenge_already_answered', 'This challenge was already answered');
  if (!canAnswerReceivedChallenge(recipient.state, state)) {
    throw conflict('challenge_ended', 'This challenge has ended or was cancelled');
  }
  const answered = await db.transaction((tx) =>
    answerRecipient(tx, challengeId, organisationId!, { state: answer, answeredBy: dashboard.userId, answeredAt: now }),
  );
  if (!answered) throw conflict('challenge_already_answered', 'This challenge was already answered');
  if (answer === 'accepted' && challenge.organisationId) {
    await notifySender(context, challenge.organisationId, organisationId!, challenge);
  }
  return getChallenge(db, actor, challengeId, now);
}

/** The acceptance email, in each language an organisation may keep (French first). */
const ACCEPTED_MAIL: Record<
  Locale,
  { subject: string; greeting: string; line: string; action: string; textAction: string }
> = {
  fr: {
    subject: 'Défi accepté\u202f: {{challenge}}',
    greeting: 'Bonjour,',
    line: '{{receiver}} a accepté votre défi «\u00a0{{challenge}}\u00a0».',
    action: 'Voir le défi',
    textAction: 'Voir le défi\u202f: {{link}}',
  },
  en: {
    subject: 'Challenge accepted: {{challenge}}',
    greeting: 'Hello,',
    line: '{{receiver}} accepted your challenge “{{challenge}}”.',
    action: 'See the challenge',
    textAction: 'See the challenge: {{link}}',
  },
  de: {
    subject: 'Challenge angenommen: {{challenge}}',
    greeting: 'Guten Tag,',
    line: '{{receiver}} hat Ihre Challenge „{{challenge}}“ angenommen.',
    action: 'Challenge ansehen',
    textAction: 'Challenge ansehen: {{link}}',
  },
};

/** The email telling a sender that an organisation accepted its challenge, in the sender's kept language. */
export function renderChallengeAcceptedMail(
  locale: Locale,
  vars: { receiver: string; challenge: string; link: string },
) {
  const template = ACCEPTED_MAIL[locale] ?? ACCEPTED_MAIL.fr;
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => (vars as Record<string, string>)[key] ?? match);
  const line = fill(template.line);
  return {
    subject: fill(template.subject),
    text: `${template.greeting}\n\n${line}\n\n${fill(template.textAction)}\n`,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif"><p>${escapeHtml(template.greeting)}</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(vars.link)}">${escapeHtml(template.action)}</a></p></body></html>`,
  };
}

async function notifySender(
  context: AnswerContext,
  senderId: string,
  receiverId: string,
  challenge: { id: string; name: string },
) {
  const [sender, receiver] = await Promise.all([
    findOrganisationContact(context.db, senderId),
    findOrganisationContact(context.db, receiverId),
  ]);
  if (!sender || !receiver) return;
  const link = `${context.appUrl.replace(/\/$/, '')}/challenges/info/${challenge.id}`;
  const locale: Locale = (LOCALES as readonly string[]).includes(sender.language) ? sender.language : 'fr';
  await context.mailer.send({
    to: sender.contactEmail ?? sender.email,
    ...renderChallengeAcceptedMail(locale, { receiver: receiver.name, challenge: challenge.name, link }),
  });
}

/**
 * `POST /api/app/v2/exclude-users-from-challenge/{challengeId}`: the owner excludes participants of its city
 * from a challenge: off its leaderboard, no reward not yet credited, and they cannot join it again.
 */
export async function excludeUsers(
  db: Db,
  actor: Actor,
  challengeId: string | undefined,
  input: ExcludeUsersInput,
  now = new Date(),
) {
  if (!challengeId) {
    throw badRequest('validation_failed', 'A challenge id is required', [{ path: 'challengeId', message: 'Required' }]);
  }
  const { challenge } = await findOwnedChallenge(db, actor, challengeId);
  const ids = [...new Set(input.excludeUsers)];
  const known = await findParticipantIdsIn(db, { cityId: challenge.cityId, organisationId: null }, ids);
  if (known.length !== ids.length) {
    throw badRequest('validation_failed', 'Unknown participant', [
      { path: 'excludeUsers', message: 'Unknown participant' },
    ]);
  }
  await db.transaction(async (tx) => {
    await excludeFromChallenge(tx, challengeId, ids, now);
    await addExcludedUsers(tx, challengeId, ids, now);
  });
  return { challengeId, excludeUsers: ids };
}
