import { CHALLENGE_PARTICIPANT_OPTION_IDS_MAX } from '@mobiverte/contracts';

export type ParticipantLabelSource = { id: string; username: string; branchName?: string | null };

/** A participant as the pickers show them: the username, then the branch when there is one. */
export const participantLabel = (participant: ParticipantLabelSource) =>
  participant.branchName ? `${participant.username} · ${participant.branchName}` : participant.username;

/**
 * The labels known so far with those of `found` added: the same map when nothing is new (a state setter may
 * compare), so a participant once offered keeps their label whatever the search shows next.
 */
export function withParticipantLabels(
  known: ReadonlyMap<string, string>,
  found: readonly ParticipantLabelSource[] | undefined,
): ReadonlyMap<string, string> {
  if (!found?.some((participant) => known.get(participant.id) !== participantLabel(participant))) return known;
  return new Map([...known, ...found.map((participant) => [participant.id, participantLabel(participant)] as const)]);
}

/**
 * The picker's options: the chosen participants first (labelled, or `unknownLabel` while their label is not
 * known), then those found, each once.
 */
export function participantChoices(
  chosen: readonly string[],
  found: readonly ParticipantLabelSource[] | undefined,
  known: ReadonlyMap<string, string>,
  unknownLabel: string,
): { value: string; label: string }[] {
  const seen = new Set<string>();
  const choices: { value: string; label: string }[] = [];
  for (const id of chosen) {
    if (seen.has(id)) continue;
    seen.add(id);
    choices.push({ value: id, label: known.get(id) ?? unknownLabel });
  }
  for (const participant of found ?? []) {
    if (seen.has(participant.id)) continue;
    seen.add(participant.id);
    choices.push({ value: participant.id, label: participantLabel(participant) });
  }
  return choices;
}

/** The chosen ones whose labels the server is asked for (the first 200, the route's limit). */
export const idsToLabel = (chosen: readonly string[], known: ReadonlyMap<string, string>) =>
  chosen.filter((id) => !known.has(id)).slice(0, CHALLENGE_PARTICIPANT_OPTION_IDS_MAX);
