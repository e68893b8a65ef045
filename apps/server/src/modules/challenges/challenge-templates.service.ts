import type { ChallengeTemplate, ChallengeTemplateInput } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest } from '../../lib/errors.ts';
import { imageFieldsOf, isOwnImage } from '../products/images.service.ts';
import { toGoal, toStoredGoal } from './challenge-views.ts';
import { insertTemplate, listTemplates } from './challenges.repository.ts';
import { goalBadgeErrors } from './challenges.service.ts';

type TemplateRow = Awaited<ReturnType<typeof listTemplates>>[number];

const toTemplate = (row: TemplateRow): ChallengeTemplate => ({
  id: row.id,
  cityId: row.cityId,
  name: row.name,
  description: row.description,
  excerpt: row.excerpt,
  ...imageFieldsOf(row.imageId, row.imageUrl),
  durationDays: row.durationDays,
  individualGoal: toGoal(row.individualGoal),
  collaborativeGoal: row.collaborativeGoal ? toGoal(row.collaborativeGoal) : null,
  createdAt: row.createdAt.toISOString(),
});

/** The challenge templates of the actor's city (its admins, and its organisations starting a challenge). */
export async function listChallengeTemplates(db: Db, actor: Actor) {
  const dashboard = requireDashboardActor(actor);
  authorize(dashboard, 'challenge-templates.read', { cityId: dashboard.cityId });
  return (await listTemplates(db, dashboard.cityId)).map(toTemplate);
}

/** A city admin adds a template for the city's organisations. */
export async function createChallengeTemplate(db: Db, actor: Actor, input: ChallengeTemplateInput, now = new Date()) {
  const dashboard = requireDashboardActor(actor);
  authorize(dashboard, 'challenge-templates.write', { cityId: dashboard.cityId });
  const errors = await goalBadgeErrors(db, dashboard.cityId, input);
  if (input.imageId && !(await isOwnImage(db, dashboard, input.imageId))) {
    errors.push({ path: 'imageId', message: 'Unknown image' });
  }
  if (errors.length > 0) throw badRequest('validation_failed', 'The template is not valid', errors);
  const row = await insertTemplate(db, {
    cityId: dashboard.cityId,
    name: input.name,
    description: input.description,
    excerpt: input.excerpt ?? null,
    imageId: input.imageId ?? null,
    imageUrl: input.imageId ? null : (input.imageUrl ?? null),
    durationDays: input.durationDays ?? null,
    individualGoal: toStoredGoal(input.individualGoal),
    collaborativeGoal: input.collaborativeGoal ? toStoredGoal(input.collaborativeGoal) : null,
    createdBy: dashboard.userId,
    createdAt: now,
  });
  return toTemplate(row);
}
