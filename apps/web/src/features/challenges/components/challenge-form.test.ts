import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toChallengeFormValues } from '../lib/challenge-form';
import { ChallengeForm } from './challenge-form';

/** No catalogue: every text renders as its key, so that the markup names what each label asks for. */
const i18n = createInstance({ lng: 'fr', resources: {}, initAsync: false });
void i18n.init();

function render(props: Partial<Parameters<typeof ChallengeForm>[0]> = {}) {
  const form = createElement(ChallengeForm, {
    mode: 'create',
    initialValues: toChallengeFormValues(null, 'America/Toronto'),
    timeZone: 'America/Toronto',
    onSubmit: () => Promise.resolve({ id: 'c-1' }),
    onSaved: () => undefined,
    ...props,
  });
  const html = renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(I18nextProvider, { i18n }, createElement(MantineProvider, null, form)),
    ),
  );
  return new RenderedForm(html);
}

/** The labels of the markup and whether each carries Mantine's required asterisk. */
class RenderedForm {
  readonly labels: Map<string, boolean>;
  constructor(readonly html: string) {
    this.labels = new Map(
      [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map(([, inner = '']) => [
        inner
          .replace(/<[^>]+>/g, '')
          .replace(/\s*\*$/, '')
          .trim(),
        /mantine-InputWrapper-required/.test(inner),
      ]),
    );
  }
}

describe('ChallengeForm', () => {
  it('marks with a red asterisk exactly the fields the contracts require', () => {
    const { labels } = render();
    const starred = [...labels].filter(([, required]) => required).map(([label]) => label);
    expect(starred.sort()).toEqual(
      [
        'challenges.fields.name',
        'challenges.fields.description',
        'challenges.fields.start_at',
        'challenges.fields.end_at',
        'challenges.fields.goal_type',
        'challenges.fields.goal_value',
        'challenges.fields.activity_types',
      ].sort(),
    );
    expect(labels.get('challenges.fields.excerpt')).toBe(false);
  });

  it('asks the sending page for the organisations, with an asterisk', () => {
    expect(render({ mode: 'send' }).labels.get('challenges.fields.organisations')).toBe(true);
    expect(render().labels.has('challenges.fields.organisations')).toBe(false);
  });

  it('offers a draft or a publication for a new challenge, a single send on the sending page', () => {
    expect(render().html).toContain('challenges.actions.save_draft');
    expect(render().html).toContain('challenges.actions.publish');
    const send = render({ mode: 'send' }).html;
    expect(send).toContain('challenges.actions.send');
    expect(send).not.toContain('challenges.actions.publish');
  });
});
