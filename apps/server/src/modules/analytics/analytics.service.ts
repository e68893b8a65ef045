import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { insertPageView } from './analytics.repository.ts';

export async function recordPageView(db: Db, actor: Actor, view: { path: string; title?: string }) {
  await insertPageView(db, {
    authUserId: actor.kind === 'anonymous' ? null : actor.userId,
    path: view.path,
    title: view.title ?? null,
  });
}
