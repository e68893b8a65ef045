import { z } from 'zod';

/**
 * Communication (issue 18): who a notification or an email campaign reaches, and what a participant accepts.
 *
 * The audience is stored as chosen and resolved to participants only when the message is sent: a participant who
 * joined since is reached, one who left or opted out of the channel is not. A city reaches all its participants,
 * chosen organisations or chosen branches; an organisation reaches its participants or chosen branches of its own.
 */

export const AUDIENCE_KINDS = ['everyone', 'organisations', 'branches'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

/** The channels a participant can turn off: the app's notifications and the programme's email campaigns. */
export const COMMUNICATION_CHANNELS = ['push', 'email'] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];

export const AUDIENCE_MAX_TARGETS = 200;

export const AUDIENCE_FIELD_MESSAGES = {
  organisationsRequired: 'Choose at least one organisation',
  branchesRequired: 'Choose at least one branch',
  organisationsForCities: 'Only a city chooses organisations',
} as const;

export const audienceSchema = z.object({
  kind: z.enum(AUDIENCE_KINDS),
  /** The organisations reached, when `kind` is `organisations` (a city only). */
  organisationIds: z.array(z.uuid()).max(AUDIENCE_MAX_TARGETS).default([]),
  /** The branches reached, when `kind` is `branches`. */
  branchIds: z.array(z.uuid()).max(AUDIENCE_MAX_TARGETS).default([]),
});
export type Audience = z.infer<typeof audienceSchema>;
export type AudienceInput = z.input<typeof audienceSchema>;

/** Who sends: a city (`organisationId` null) or one of its organisations. */
export type MessageOwner = { cityId: string; organisationId: string | null };

/**
 * The audience's field errors for its owner (an empty object when it is valid): a list the kind needs is not
 * empty, and an organisation cannot choose organisations. The ids themselves are checked by the server.
 */
export function audienceErrors(
  audience: AudienceInput,
  owner: Pick<MessageOwner, 'organisationId'>,
): Partial<Record<'kind' | 'organisationIds' | 'branchIds', string>> {
  if (audience.kind === 'organisations') {
    if (owner.organisationId !== null) return { kind: AUDIENCE_FIELD_MESSAGES.organisationsForCities };
    if (!audience.organisationIds?.length) return { organisationIds: AUDIENCE_FIELD_MESSAGES.organisationsRequired };
  }
  if (audience.kind === 'branches' && !audience.branchIds?.length) {
    return { branchIds: AUDIENCE_FIELD_MESSAGES.branchesRequired };
  }
  return {};
}

/** The audience as it is kept: only the list its kind uses. */
export function normaliseAudience(audience: AudienceInput): Audience {
  return {
    kind: audience.kind,
    organisationIds: audience.kind === 'organisations' ? [...new Set(audience.organisationIds ?? [])] : [],
    branchIds: audience.kind === 'branches' ? [...new Set(audience.branchIds ?? [])] : [],
  };
}

export const audienceCountQuery = z.object({
  channel: z.enum(COMMUNICATION_CHANNELS),
  audience: audienceSchema,
});
export type AudienceCountQuery = z.infer<typeof audienceCountQuery>;

export const audienceCountSchema = z.object({
  /** Participants the message would reach if it were sent now. */
  reachable: z.number().int(),
  /** Participants of the audience who turned the channel off. */
  optedOut: z.number().int(),
});
export type AudienceCount = z.infer<typeof audienceCountSchema>;

/** What a participant accepts, from the app (`/api/app/v2/me/communication-preferences`). */
export const communicationPreferencesSchema = z.object({
  /** The app's notifications (push and in-app inbox). */
  push: z.boolean(),
  /** The programme's email campaigns (system emails such as a password reset are always sent). */
  email: z.boolean(),
  /** Being added to the city's mailing list (MailerLite), when the city has one. */
  mailingList: z.boolean(),
});
export type CommunicationPreferences = z.infer<typeof communicationPreferencesSchema>;
export const communicationPreferencesInput = communicationPreferencesSchema.partial();
export type CommunicationPreferencesInput = z.infer<typeof communicationPreferencesInput>;
