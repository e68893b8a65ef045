import { z } from 'zod';
import { TABLE_PAGE_SIZE, TRANSPORT_MODES, type TransportMode } from './constants.ts';
import type { PeriodicLimit } from './limits.ts';
import { httpUrl, instant, line, text } from './text.ts';
import { NON_SUSTAINABLE_MODES } from './trip-rules.ts';

/**
 * Challenges (issue 15, spec §2–§8): what the dashboard, the participants' API and the server share.
 *
 * - A challenge belongs to an organisation (`organisationId`) or to its city (`organisationId` null: city-wide).
 * - Its stored `status` is `draft`, `active` or `cancelled`; what a screen shows (`displayState`) follows from the
 *   status, the dates and now: `draft`, `upcoming` (active, not started: the spec's "pending"), `active`, `ended`,
 *   `cancelled`.
 * - An organisation may send a challenge to other organisations of its city (`sentTo`, when the city grants
 *   `challenge_between_organisations`): each receives it `pending` and accepts or declines it. A city challenge
 *   may list organisations too: they take part without having to accept.
 * - Goal values are in the units of the statistics: minutes, km, kcal, sessions, kg of CO₂e, greenpoints.
 */

export const CHALLENGE_STATUSES = ['draft', 'active', 'cancelled'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/** What a client may ask for when it creates or updates a challenge (cancelling has its own route). */
export const CHALLENGE_INPUT_STATUSES = ['draft', 'active'] as const;

export const CHALLENGE_DISPLAY_STATES = ['draft', 'upcoming', 'active', 'ended', 'cancelled'] as const;
export type ChallengeDisplayState = (typeof CHALLENGE_DISPLAY_STATES)[number];

/** The tabs of the challenges page; `ended` also holds the cancelled ones. */
export const CHALLENGE_LIST_TABS = ['all', 'active', 'upcoming', 'draft', 'ended'] as const;
export type ChallengeListTab = (typeof CHALLENGE_LIST_TABS)[number];

/** The display states each tab shows. */
export const CHALLENGE_TAB_STATES: Record<ChallengeListTab, readonly ChallengeDisplayState[]> = {
  all: CHALLENGE_DISPLAY_STATES,
  active: ['active'],
  upcoming: ['upcoming'],
  draft: ['draft'],
  ended: ['ended', 'cancelled'],
};

export const CHALLENGE_SORTS = ['name', 'startAt', 'endAt', 'participants', 'state'] as const;
export type ChallengeSort = (typeof CHALLENGE_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A received (inter-organisation) challenge, from the receiving organisation's side. */
export const RECEIVED_CHALLENGE_STATES = ['pending', 'accepted', 'declined'] as const;
export type ReceivedChallengeState = (typeof RECEIVED_CHALLENGE_STATES)[number];

export const CHALLENGE_GOAL_TYPES = ['time', 'distance', 'calories', 'sessions', 'ghg', 'greenpoints'] as const;
export type ChallengeGoalType = (typeof CHALLENGE_GOAL_TYPES)[number];

/** The unit of each goal type, the same as the statistics'. */
export const CHALLENGE_GOAL_UNITS = {
  time: 'min',
  distance: 'km',
  calories: 'kcal',
  sessions: 'count',
  ghg: 'kg',
  greenpoints: 'greenpoints',
} as const satisfies Record<ChallengeGoalType, string>;
export type ChallengeGoalUnit = (typeof CHALLENGE_GOAL_UNITS)[ChallengeGoalType];

/**
 * The activity types a goal may count: the transport modes whose trips can count at all (solo car and standing
 * still never do, so a goal on them could never be reached).
 */
export const CHALLENGE_ACTIVITY_TYPES = TRANSPORT_MODES.filter(
  (mode) => !NON_SUSTAINABLE_MODES.includes(mode),
) as readonly TransportMode[];

export function isChallengeActivityType(value: string): value is TransportMode {
  return (CHALLENGE_ACTIVITY_TYPES as readonly string[]).includes(value);
}

export const CHALLENGE_NAME_MAX = 120;
export const CHALLENGE_DESCRIPTION_MAX = 5000;
export const CHALLENGE_EXCERPT_MAX = 300;
/** The most users a challenge may list as included or excluded, and the most organisations it may be sent to. */
export const CHALLENGE_USERS_MAX = 1000;
export const CHALLENGE_SENT_TO_MAX = 100;
/** A goal value above this is a typing error, not a goal. */
export const CHALLENGE_GOAL_VALUE_MAX = 10_000_000;
export const CHALLENGE_REWARD_MAX = 1_000_000;
/** The longest a challenge may run. */
export const CHALLENGE_MAX_DAYS = 366;

// ——— Input ———

export const challengeGoalInput = z.object({
  type: z.enum(CHALLENGE_GOAL_TYPES),
  value: z
    .number()
    .finite()
    .gt(0, 'The goal value must be greater than 0')
    .max(CHALLENGE_GOAL_VALUE_MAX, 'The goal value is too large'),
  activityTypes: z
    .array(z.enum(CHALLENGE_ACTIVITY_TYPES as [TransportMode, ...TransportMode[]], 'Unknown activity type'))
    .min(1, 'Choose at least one activity type')
    .max(TRANSPORT_MODES.length),
  /** Greenpoints credited when the goal is reached (0: none). */
  reward: z.number().int().min(0).max(CHALLENGE_REWARD_MAX),
  /** A badge of the city, given once to each participant who reaches the goal (with its points). */
  badgeId: z.uuid('Unknown badge').nullish(),
});
export type ChallengeGoalInput = z.infer<typeof challengeGoalInput>;

const idList = (max: number) => z.array(z.uuid()).max(max);

/** The fields of `POST /api/challenges` and `PUT /api/challenges/{id}`, without the rules across fields. */
export const challengeInputObject = z.object({
  name: line().trim().min(1, 'Required').max(CHALLENGE_NAME_MAX),
  description: text().trim().min(1, 'Required').max(CHALLENGE_DESCRIPTION_MAX),
  excerpt: line().trim().max(CHALLENGE_EXCERPT_MAX).nullish(),
  /** An image uploaded by the owner (`POST /api/images`); it wins over `imageUrl`. */
  imageId: z.uuid('Unknown image').nullish(),
  /** An image hosted elsewhere, when none is uploaded. */
  imageUrl: httpUrl().nullish(),
  startAt: instant(),
  endAt: instant(),
  status: z.enum(CHALLENGE_INPUT_STATUSES),
  individualGoal: challengeGoalInput,
  collaborativeGoal: challengeGoalInput.nullish(),
  branchId: z.uuid().nullish(),
  includeUsers: idList(CHALLENGE_USERS_MAX).optional(),
  excludeUsers: idList(CHALLENGE_USERS_MAX).optional(),
  /** Organisations of the same city: they receive it `pending` (from an organisation) or take part (from a city). */
  sentTo: idList(CHALLENGE_SENT_TO_MAX).optional(),
  notify: z.boolean().default(false),
  shared: z.boolean().default(false),
  templateId: z.uuid().nullish(),
});

/**
 * The input with its rules across fields (end after start, not longer than `CHALLENGE_MAX_DAYS`; no participant
 * both targeted and excluded).
 */
export const challengeInput = challengeInputObject.superRefine((input, context) => {
  const code = challengeDatesError(input.startAt, input.endAt);
  if (code) context.addIssue({ code: 'custom', path: ['endAt'], message: CHALLENGE_FIELD_MESSAGES[code] });
  const users = challengeUsersError(input.includeUsers, input.excludeUsers);
  if (users) context.addIssue({ code: 'custom', path: ['excludeUsers'], message: CHALLENGE_FIELD_MESSAGES[users] });
});
export type ChallengeInput = z.infer<typeof challengeInput>;
export type ChallengeInputBody = z.input<typeof challengeInput>;

/** How many participants the form's picker resolves by id at once (`ids` of the participant options). */
export const CHALLENGE_PARTICIPANT_OPTION_IDS_MAX = 200;

/**
 * `GET /api/challenges/participant-options`: participants found by username (`search`), or the labels of chosen
 * ones (`ids`, a comma-separated list of uuids).
 */
export const challengeParticipantOptionsQuery = z.object({
  search: line().trim().max(100).optional(),
  ids: z
    .string()
    .max(CHALLENGE_PARTICIPANT_OPTION_IDS_MAX * 37)
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    )
    .pipe(z.array(z.uuid('Each id must be a participant id')).max(CHALLENGE_PARTICIPANT_OPTION_IDS_MAX))
    .optional(),
});
export type ChallengeParticipantOptionsQuery = z.infer<typeof challengeParticipantOptionsQuery>;

export const challengeParticipantOptionSchema = z.object({
  id: z.string(),
  username: z.string(),
  branchName: z.string().nullable(),
});
export type ChallengeParticipantOption = z.infer<typeof challengeParticipantOptionSchema>;

/** `POST /api/app/v2/exclude-users-from-challenge/{challengeId}` (spec §7). */
export const excludeUsersInput = z.object({
  excludeUsers: z.array(z.uuid()).min(1, 'Choose at least one participant').max(CHALLENGE_USERS_MAX),
});
export type ExcludeUsersInput = z.infer<typeof excludeUsersInput>;

/** `GET /api/challenges` */
export const challengeListQuery = z.object({
  state: z.enum(CHALLENGE_LIST_TABS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(TABLE_PAGE_SIZE),
  sort: z.enum(CHALLENGE_SORTS).default('startAt'),
  order: z.enum(SORT_ORDERS).default('desc'),
  search: line().trim().max(100).optional(),
});
export type ChallengeListQuery = z.infer<typeof challengeListQuery>;

/** `GET /api/challenges/{id}/leaderboard` */
export const leaderboardQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(TABLE_PAGE_SIZE),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuery>;

/** `POST /api/challenge-templates` (cities). */
export const challengeTemplateInput = z.object({
  name: line().trim().min(1, 'Required').max(CHALLENGE_NAME_MAX),
  description: text().trim().min(1, 'Required').max(CHALLENGE_DESCRIPTION_MAX),
  excerpt: line().trim().max(CHALLENGE_EXCERPT_MAX).nullish(),
  /** An image uploaded by the owner (`POST /api/images`); it wins over `imageUrl`. */
  imageId: z.uuid('Unknown image').nullish(),
  /** An image hosted elsewhere, when none is uploaded. */
  imageUrl: httpUrl().nullish(),
  /** How many days a challenge made from it usually runs. */
  durationDays: z.number().int().min(1).max(CHALLENGE_MAX_DAYS).nullish(),
  individualGoal: challengeGoalInput,
  collaborativeGoal: challengeGoalInput.nullish(),
});
export type ChallengeTemplateInput = z.infer<typeof challengeTemplateInput>;

// ——— Output ———

export const challengeGoalSchema = z.object({
  type: z.enum(CHALLENGE_GOAL_TYPES),
  value: z.number(),
  unit: z.enum(Object.values(CHALLENGE_GOAL_UNITS) as [ChallengeGoalUnit, ...ChallengeGoalUnit[]]),
  activityTypes: z.array(z.enum(TRANSPORT_MODES)),
  reward: z.number().int(),
  badgeId: z.string().nullable(),
});
export type ChallengeGoal = z.infer<typeof challengeGoalSchema>;

/** A received challenge, seen by the organisation it was sent to. */
export const receivedChallengeSchema = z.object({
  state: z.enum(RECEIVED_CHALLENGE_STATES),
  sentByOrganisationId: z.string().nullable(),
  sentByOrganisationName: z.string().nullable(),
});

/** A row of the challenges tables (`GET /api/challenges`). */
export const challengeRowSchema = z.object({
  id: z.string(),
  cityId: z.string(),
  /** The owner; null for a city-wide challenge. */
  organisationId: z.string().nullable(),
  organisationName: z.string().nullable(),
  name: z.string(),
  excerpt: z.string().nullable(),
  /** The uploaded image, if any; `imageUrl` is its address (or the address of an image hosted elsewhere). */
  imageId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  status: z.enum(CHALLENGE_STATUSES),
  displayState: z.enum(CHALLENGE_DISPLAY_STATES),
  individualGoal: challengeGoalSchema,
  collaborativeGoal: challengeGoalSchema.nullable(),
  participantsCount: z.number().int(),
  /** Participants who reached the individual goal. */
  reachedCount: z.number().int(),
  /** 0 to 1: the collaborative goal's progress when there is one, else the share of participants who reached theirs. */
  progress: z.number(),
  /** Set when the actor's organisation received it from another organisation. */
  received: receivedChallengeSchema.nullable(),
  /** The actor may edit, cancel or delete it (its owner, with write rights). */
  editable: z.boolean(),
});
export type ChallengeRow = z.infer<typeof challengeRowSchema>;

export const challengeListSchema = z.object({
  data: z.array(challengeRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ChallengeList = z.infer<typeof challengeListSchema>;

export const challengeRecipientSchema = z.object({
  organisationId: z.string(),
  name: z.string(),
  state: z.enum(RECEIVED_CHALLENGE_STATES),
  answeredAt: z.string().nullable(),
});
export type ChallengeRecipient = z.infer<typeof challengeRecipientSchema>;

/** The totals of a challenge's participants over its dates (kg, km, minutes, kcal, sessions, greenpoints). */
export const challengeTotalsSchema = z.object({
  totalGreenhouseGazes: z.number(),
  distanceKm: z.number(),
  durationMin: z.number(),
  calories: z.number(),
  sessions: z.number().int(),
  greenpoints: z.number().int(),
});
export type ChallengeTotals = z.infer<typeof challengeTotalsSchema>;

export const goalProgressSchema = z.object({
  /** What is done, in the goal's unit. */
  value: z.number(),
  target: z.number(),
  /** 0 to 1. */
  ratio: z.number(),
  reached: z.boolean(),
});
export type GoalProgress = z.infer<typeof goalProgressSchema>;

/** `GET /api/challenges/{id}` */
export const challengeDetailSchema = challengeRowSchema.extend({
  description: z.string(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  includeUsers: z.array(z.string()),
  excludeUsers: z.array(z.string()),
  sentTo: z.array(challengeRecipientSchema),
  notify: z.boolean(),
  shared: z.boolean(),
  templateId: z.string().nullable(),
  totals: challengeTotalsSchema,
  collaborativeProgress: goalProgressSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;

/** A row of a challenge's leaderboard (spec §2's challenge info table, and the participant's usual mode). */
export const leaderboardRowSchema = z.object({
  userId: z.string(),
  username: z.string(),
  organisationId: z.string().nullable(),
  organisationName: z.string().nullable(),
  distanceKm: z.number(),
  durationMin: z.number(),
  calories: z.number(),
  ghgKg: z.number(),
  sessions: z.number().int(),
  greenpoints: z.number().int(),
  usualTransportMode: z.enum(TRANSPORT_MODES).nullable(),
  /** Competition ranking on the individual goal's measure (equal values share a rank: 1, 1, 3). */
  rank: z.number().int(),
  /** The individual goal's progress. */
  progress: z.number(),
  goalReached: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  data: z.array(leaderboardRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** An organisation's line in a challenge's organisation ranking: per employee, so that a small one can win. */
export const organisationLeaderboardRowSchema = z.object({
  organisationId: z.string(),
  name: z.string(),
  participantsCount: z.number().int(),
  employeesCount: z.number().int(),
  /** The individual goal's measure summed over the organisation's participants. */
  total: z.number(),
  perEmployee: z.number(),
  ghgKg: z.number(),
  distanceKm: z.number(),
  rank: z.number().int(),
});
export type OrganisationLeaderboardRow = z.infer<typeof organisationLeaderboardRowSchema>;

/** `GET /api/challenges/{id}/stats` */
export const challengeStatsSchema = z.object({
  challengeId: z.string(),
  participantsCount: z.number().int(),
  reachedCount: z.number().int(),
  totals: challengeTotalsSchema,
  collaborativeProgress: goalProgressSchema.nullable(),
  organisations: z.array(organisationLeaderboardRowSchema),
});
export type ChallengeStats = z.infer<typeof challengeStatsSchema>;

/** A participant's standing in a challenge (participants' API). */
export const participantProgressSchema = z.object({
  joinedAt: z.string(),
  individual: goalProgressSchema,
  rank: z.number().int().nullable(),
  rewardCredited: z.boolean(),
  totals: challengeTotalsSchema,
});
export type ParticipantProgress = z.infer<typeof participantProgressSchema>;

/** `GET /api/app/v2/challenges` and `/{id}`: a challenge open to the participant. */
export const participantChallengeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  excerpt: z.string().nullable(),
  /** The uploaded image, if any; `imageUrl` is its address (or the address of an image hosted elsewhere). */
  imageId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  displayState: z.enum(CHALLENGE_DISPLAY_STATES),
  organisationName: z.string().nullable(),
  individualGoal: challengeGoalSchema,
  collaborativeGoal: challengeGoalSchema.nullable(),
  collaborativeProgress: goalProgressSchema.nullable(),
  participantsCount: z.number().int(),
  joined: z.boolean(),
  /** Null until the participant joins. */
  progress: participantProgressSchema.nullable(),
});
export type ParticipantChallenge = z.infer<typeof participantChallengeSchema>;

export const challengeTemplateSchema = z.object({
  id: z.string(),
  cityId: z.string(),
  name: z.string(),
  description: z.string(),
  excerpt: z.string().nullable(),
  /** The uploaded image, if any; `imageUrl` is its address (or the address of an image hosted elsewhere). */
  imageId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  durationDays: z.number().int().nullable(),
  individualGoal: challengeGoalSchema,
  collaborativeGoal: challengeGoalSchema.nullable(),
  createdAt: z.string(),
});
export type ChallengeTemplate = z.infer<typeof challengeTemplateSchema>;

/** What `DELETE /api/challenges/{id}` did: a challenge with participants is cancelled instead (spec §8). */
export const challengeDeletionSchema = z.object({
  id: z.string(),
  outcome: z.enum(['deleted', 'cancelled']),
});
export type ChallengeDeletion = z.infer<typeof challengeDeletionSchema>;

/**
 * `GET /api/challenge-configuration` (the spec's `challenge_configurations`): whether the city lets its
 * organisations send challenges to each other, its limit on the challenges an organisation may have sent at once
 * (not ended nor cancelled; null: no limit), and for an organisation how many it has sent so far.
 */
export const challengeConfigurationSchema = z.object({
  challengeBetweenOrganisations: z.boolean(),
  sendLimit: z.number().int().nullable(),
  sentCount: z.number().int().nullable(),
});
export type ChallengeConfiguration = z.infer<typeof challengeConfigurationSchema>;

/** `PUT /api/challenge-configuration` (city admins). */
export const challengeConfigurationInput = z.object({
  sendLimit: z.number().int().min(0).max(1000).nullable(),
});
export type ChallengeConfigurationInput = z.infer<typeof challengeConfigurationInput>;

// ——— Rules ———

export const CHALLENGE_FIELD_ERRORS = [
  'required',
  'end_before_start',
  'too_long',
  'value_not_positive',
  'unknown_activity_type',
  'activity_types_required',
  'goal_type_locked',
  'start_in_past',
  'user_included_and_excluded',
] as const;
export type ChallengeFieldError = (typeof CHALLENGE_FIELD_ERRORS)[number];

/** English messages of the field errors (the web shows `challenges:field_errors.<code>` instead). */
export const CHALLENGE_FIELD_MESSAGES: Record<ChallengeFieldError, string> = {
  required: 'Required',
  end_before_start: 'The end must be after the start',
  too_long: `A challenge runs at most ${CHALLENGE_MAX_DAYS} days`,
  value_not_positive: 'The goal value must be greater than 0',
  unknown_activity_type: 'Unknown activity type',
  activity_types_required: 'Choose at least one activity type',
  goal_type_locked: 'The goal type of a running challenge cannot change',
  start_in_past: 'The start of a running challenge cannot move into the past',
  user_included_and_excluded: 'A participant cannot be both targeted and excluded',
};

/** Field paths as the API names them: `endAt`, `individualGoal.value`, `collaborativeGoal.activityTypes`… */
export type ChallengeFieldErrors = Partial<Record<string, ChallengeFieldError>>;

type GoalDraft = { type?: string; value?: number | null; activityTypes?: readonly string[] | null };
export type ChallengeDraft = {
  name?: string | null;
  description?: string | null;
  startAt?: string | Date | null;
  endAt?: string | Date | null;
  individualGoal?: GoalDraft | null;
  collaborativeGoal?: GoalDraft | null;
  includeUsers?: readonly string[] | null;
  excludeUsers?: readonly string[] | null;
};

const DAY_MS = 86_400_000;
const time = (value: string | Date) => new Date(value).getTime();

/** The end after the start, and at most `CHALLENGE_MAX_DAYS` later. */
export function challengeDatesError(
  startAt: string | Date,
  endAt: string | Date,
): 'end_before_start' | 'too_long' | null {
  const start = time(startAt);
  const end = time(endAt);
  if (!(end > start)) return 'end_before_start';
  return end - start > CHALLENGE_MAX_DAYS * DAY_MS ? 'too_long' : null;
}

/** Targeted participants (only they may join) and excluded ones are two separate lists: none in both. */
export function challengeUsersError(
  includeUsers: readonly string[] | null | undefined,
  excludeUsers: readonly string[] | null | undefined,
): 'user_included_and_excluded' | null {
  if (!includeUsers?.length || !excludeUsers?.length) return null;
  const targeted = new Set(includeUsers);
  return excludeUsers.some((id) => targeted.has(id)) ? 'user_included_and_excluded' : null;
}

function goalErrors(prefix: string, goal: GoalDraft, errors: ChallengeFieldErrors) {
  if (!goal.type) errors[`${prefix}.type`] = 'required';
  if (goal.value == null || Number.isNaN(goal.value)) errors[`${prefix}.value`] = 'required';
  else if (!(goal.value > 0)) errors[`${prefix}.value`] = 'value_not_positive';
  const types = goal.activityTypes ?? [];
  if (types.length === 0) errors[`${prefix}.activityTypes`] = 'activity_types_required';
  else if (!types.every(isChallengeActivityType)) errors[`${prefix}.activityTypes`] = 'unknown_activity_type';
}

/**
 * The field errors of a challenge as typed (a form's draft or an API body): the red-asterisk fields (name,
 * description, start, end, the individual goal's type, value and activity types), the end after the start and at
 * most `CHALLENGE_MAX_DAYS` later, goal values above 0, known activity types, no participant both targeted and
 * excluded (under `excludeUsers`). Empty when it may be saved.
 */
export function challengeInputFieldErrors(draft: ChallengeDraft): ChallengeFieldErrors {
  const errors: ChallengeFieldErrors = {};
  if (!draft.name?.trim()) errors.name = 'required';
  if (!draft.description?.trim()) errors.description = 'required';
  if (!draft.startAt) errors.startAt = 'required';
  if (!draft.endAt) errors.endAt = 'required';
  const dates = draft.startAt && draft.endAt ? challengeDatesError(draft.startAt, draft.endAt) : null;
  if (dates) errors.endAt = dates;
  goalErrors('individualGoal', draft.individualGoal ?? {}, errors);
  if (draft.collaborativeGoal) goalErrors('collaborativeGoal', draft.collaborativeGoal, errors);
  const users = challengeUsersError(draft.includeUsers, draft.excludeUsers);
  if (users) errors.excludeUsers = users;
  return errors;
}

/** What an update is checked against: the challenge as stored. */
export type StoredChallengeFacts = {
  status: ChallengeStatus;
  startAt: string | Date;
  individualGoalType: ChallengeGoalType;
  collaborativeGoalType: ChallengeGoalType | null;
};

/**
 * The field errors of an update: those of the input, and for a challenge already running (active and started),
 * the goal types cannot change and the start cannot move (a start still in the future may not be moved into the
 * past either, once the challenge is active).
 */
export function challengeUpdateFieldErrors(
  draft: ChallengeDraft,
  stored: StoredChallengeFacts,
  now: Date = new Date(),
): ChallengeFieldErrors {
  const errors = challengeInputFieldErrors(draft);
  if (stored.status !== 'active') return errors;
  const started = time(stored.startAt) <= now.getTime();
  if (started) {
    if (draft.individualGoal?.type && draft.individualGoal.type !== stored.individualGoalType) {
      errors['individualGoal.type'] = 'goal_type_locked';
    }
    const collaborativeType = draft.collaborativeGoal?.type ?? null;
    if (stored.collaborativeGoalType !== null && collaborativeType !== stored.collaborativeGoalType) {
      errors['collaborativeGoal.type'] = 'goal_type_locked';
    }
  }
  if (draft.startAt && !errors.startAt) {
    const newStart = time(draft.startAt);
    const moved = newStart !== time(stored.startAt);
    if (moved && newStart < now.getTime()) errors.startAt = 'start_in_past';
  }
  return errors;
}

/** The display state of a challenge at `now`: the end is exclusive (a challenge ending at 18:00 is over at 18:00). */
export function challengeDisplayState(
  challenge: { status: ChallengeStatus; startAt: string | Date; endAt: string | Date },
  now: Date = new Date(),
): ChallengeDisplayState {
  if (challenge.status === 'draft' || challenge.status === 'cancelled') return challenge.status;
  const at = now.getTime();
  if (at < time(challenge.startAt)) return 'upcoming';
  return at < time(challenge.endAt) ? 'active' : 'ended';
}

/** A participant may join (or leave) a published challenge until it ends. */
export function isChallengeJoinable(displayState: ChallengeDisplayState): boolean {
  return displayState === 'upcoming' || displayState === 'active';
}

/** A trip counts for a challenge when it counted at all, is of one of the goal's activity types and starts inside
 * the challenge's dates (start included, end excluded). */
export function tripCountsForGoal(
  trip: { counted: boolean; activityType: TransportMode; startTime: string | Date },
  challenge: { startAt: string | Date; endAt: string | Date },
  goal: { activityTypes: readonly TransportMode[] },
): boolean {
  const start = time(trip.startTime);
  return (
    trip.counted &&
    goal.activityTypes.includes(trip.activityType) &&
    start >= time(challenge.startAt) &&
    start < time(challenge.endAt)
  );
}

/** What a participant has done in a challenge, in stored units (from the trips' counted figures). */
export type ChallengeRawTotals = {
  distanceM: number;
  durationS: number;
  calories: number;
  ghgMg: number;
  sessions: number;
  greenpoints: number;
};

export const EMPTY_RAW_TOTALS: ChallengeRawTotals = {
  distanceM: 0,
  durationS: 0,
  calories: 0,
  ghgMg: 0,
  sessions: 0,
  greenpoints: 0,
};

/** Adds one trip's counted figures to totals. */
export function addTripToTotals(
  totals: ChallengeRawTotals,
  trip: { countedDistanceM: number; durationS: number; calories: number; ghgMg: number; greenpoints: number },
): ChallengeRawTotals {
  return {
    distanceM: totals.distanceM + trip.countedDistanceM,
    durationS: totals.durationS + trip.durationS,
    calories: totals.calories + trip.calories,
    ghgMg: totals.ghgMg + trip.ghgMg,
    sessions: totals.sessions + 1,
    greenpoints: totals.greenpoints + trip.greenpoints,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Totals in the units of the statistics and of goals. */
export function totalsInUnits(totals: ChallengeRawTotals): ChallengeTotals {
  return {
    totalGreenhouseGazes: round2(totals.ghgMg / 1_000_000),
    distanceKm: round2(totals.distanceM / 1000),
    durationMin: round2(totals.durationS / 60),
    calories: totals.calories,
    sessions: totals.sessions,
    greenpoints: totals.greenpoints,
  };
}

/** The measure of a goal type, from totals, in the goal's unit (unrounded, so a goal is reached exactly). */
export function goalMeasure(type: ChallengeGoalType, totals: ChallengeRawTotals): number {
  switch (type) {
    case 'time':
      return totals.durationS / 60;
    case 'distance':
      return totals.distanceM / 1000;
    case 'calories':
      return totals.calories;
    case 'sessions':
      return totals.sessions;
    case 'ghg':
      return totals.ghgMg / 1_000_000;
    case 'greenpoints':
      return totals.greenpoints;
  }
}

/** Reached when the measure is at least the target (a target of 10 km is reached at exactly 10 km). */
export function isGoalReached(goal: { type: ChallengeGoalType; value: number }, totals: ChallengeRawTotals): boolean {
  return goalMeasure(goal.type, totals) >= goal.value;
}

export function goalProgress(
  goal: { type: ChallengeGoalType; value: number },
  totals: ChallengeRawTotals,
): GoalProgress {
  const value = goalMeasure(goal.type, totals);
  const ratio = goal.value > 0 ? Math.min(1, value / goal.value) : 0;
  return {
    value: round2(value),
    target: goal.value,
    ratio: Math.round(ratio * 10_000) / 10_000,
    reached: value >= goal.value,
  };
}

/**
 * The reward due when a participant's totals change: the goal's reward once, when it is reached for the first
 * time (never again once credited, never for an excluded participant, never for a reward of 0).
 */
export function rewardDue(
  goal: { type: ChallengeGoalType; value: number; reward: number },
  totals: ChallengeRawTotals,
  state: { alreadyCredited: boolean; excluded: boolean },
): number {
  if (state.alreadyCredited || state.excluded || goal.reward <= 0) return 0;
  return isGoalReached(goal, totals) ? goal.reward : 0;
}

/** The unit a goal type is expressed in. */
export const goalUnit = (type: ChallengeGoalType): ChallengeGoalUnit => CHALLENGE_GOAL_UNITS[type];

/**
 * Competition ranking ("1, 1, 3"): higher scores first; equal scores share a rank; the ties keep the order given
 * (the server orders them by who got there first).
 */
export function rankScores<T>(rows: readonly T[], score: (row: T) => number): (T & { rank: number })[] {
  const sorted = rows
    .map((row, index) => ({ row, index, value: score(row) }))
    .sort((a, b) => b.value - a.value || a.index - b.index);
  let rank = 0;
  let previous = Number.NaN;
  return sorted.map((entry, position) => {
    if (entry.value !== previous) rank = position + 1;
    previous = entry.value;
    return { ...entry.row, rank };
  });
}

/** An organisation's score per employee (an organisation with no employee count counts its participants). */
export function perEmployee(total: number, employeesCount: number, participantsCount: number): number {
  const divisor = employeesCount > 0 ? employeesCount : participantsCount;
  return divisor > 0 ? total / divisor : 0;
}

/** Who a challenge is for. */
export type ChallengeAudience = {
  cityId: string;
  status: ChallengeStatus;
  /** The owner organisation; null for a city challenge. */
  organisationId: string | null;
  branchId: string | null;
  includeUsers: readonly string[];
  excludeUsers: readonly string[];
  /** Organisations it was sent to, with their answer (a city challenge's organisations are `accepted`). */
  recipients: readonly { organisationId: string; state: ReceivedChallengeState }[];
};

export type ChallengeCandidate = {
  id: string;
  cityId: string;
  organisationId: string | null;
  branchId: string | null;
};

/**
 * Is the challenge open to this participant? Same city, published (not a draft nor cancelled), not excluded,
 * listed when it lists users; then an organisation's challenge is open to its participants (of its branch when it
 * has a branch filter) and to those of the organisations that accepted it; a city challenge to every participant
 * of the city, or of the organisations it lists, and of its branch when it has a branch filter.
 */
export function isChallengeOpenTo(challenge: ChallengeAudience, participant: ChallengeCandidate): boolean {
  if (participant.cityId !== challenge.cityId) return false;
  if (challenge.status !== 'active') return false;
  if (challenge.excludeUsers.includes(participant.id)) return false;
  if (challenge.includeUsers.length > 0 && !challenge.includeUsers.includes(participant.id)) return false;
  const accepted = challenge.recipients.some(
    (recipient) => recipient.state === 'accepted' && recipient.organisationId === participant.organisationId,
  );
  if (challenge.organisationId !== null) {
    if (participant.organisationId === challenge.organisationId) {
      return challenge.branchId === null || challenge.branchId === participant.branchId;
    }
    return participant.organisationId !== null && accepted;
  }
  if (challenge.recipients.length > 0 && !accepted) return false;
  return challenge.branchId === null || challenge.branchId === participant.branchId;
}

/**
 * The organisation's `challengePerUser` limit: may the participant join one more challenge, having joined
 * `joinedInPeriod` in the limit's current period? No limit: yes.
 */
export function canJoinAnotherChallenge(limit: PeriodicLimit | null | undefined, joinedInPeriod: number): boolean {
  return !limit || joinedInPeriod < limit.value;
}

/** A city's limit on the challenges an organisation sends to others (null: no limit) and how many it has sent. */
export function canSendAnotherChallenge(limit: number | null | undefined, sentCount: number): boolean {
  return limit == null || sentCount < limit;
}

/** A received challenge may be answered once, while it is pending and the challenge has not ended. */
export function canAnswerReceivedChallenge(
  state: ReceivedChallengeState,
  displayState: ChallengeDisplayState,
): boolean {
  return state === 'pending' && (displayState === 'upcoming' || displayState === 'active');
}

/** Delete or cancel: a challenge with participants is cancelled, not deleted (spec §8). */
export function deletionOutcome(participantsCount: number): ChallengeDeletion['outcome'] {
  return participantsCount > 0 ? 'cancelled' : 'deleted';
}
