import { MantineProvider } from '@mantine/core';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChallengeStateBadge, RecipientStateBadge } from './challenge-state-badge';

/** Without a loaded catalogue, react-i18next shows the keys: the markup names the label the badge asks for. */
const render = <P extends object>(element: FunctionComponent<P>, props: P) =>
  renderToStaticMarkup(createElement(MantineProvider, null, createElement(element, props)));

describe('ChallengeStateBadge', () => {
  it('renders the display state', () => {
    const html = render(ChallengeStateBadge, { displayState: 'upcoming' });
    expect(html).toContain('challenges.states.upcoming');
    expect(html).toContain('mantine-Badge-root');
  });

  it('renders a received challenge’s pending answer instead of its state', () => {
    const html = render(ChallengeStateBadge, { displayState: 'active', received: { state: 'pending' } });
    expect(html).toContain('challenges.received_states.pending');
    expect(html).not.toContain('challenges.states.active');
  });

  it('renders a recipient’s answer for the sender', () => {
    expect(render(RecipientStateBadge, { state: 'accepted' })).toContain('challenges.received_states.accepted');
  });
});
