import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { WidgetNode } from '../../schemas/generated/types.ts';
import type { UrlPolicy } from '../../renderer/core/url-policy.ts';
import { NodePreview } from '../../renderer/preview/node-preview.tsx';
import { createRecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { UrlPolicyContext } from '../../renderer/react/url-policy-context.ts';
import { renderNode } from '../support/render-node.tsx';

/** Renders a node through the real renderer under a given URL policy. */
function showWithPolicy(node: WidgetNode, policy: UrlPolicy, data: Record<string, unknown> = {}) {
  return render(
    <UrlPolicyContext value={policy}>
      <NodePreview node={node} data={data} ports={createRecordingPorts()} />
    </UrlPolicyContext>,
  );
}

const notice = "This document can't be shown here.";
const lenderPolicy: UrlPolicy = { hosts: ['docs.lender.example'] };

describe('web-frame widget', () => {
  it('shows an allowed page in a locked-down frame, with a spinner until it has loaded', async () => {
    showWithPolicy({ type: 'web-frame', src: '=data.confirm.popAgreementUrl', title: 'Loan agreement', height: 'lg' }, lenderPolicy, {
      confirm: { popAgreementUrl: 'https://docs.lender.example/agreement?id=7' },
    });
    const frame = await screen.findByTitle<HTMLIFrameElement>('Loan agreement');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://docs.lender.example/agreement?id=7');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.getAttribute('loading')).toBe('lazy');
    const box = frame.parentElement;
    expect(box?.getAttribute('aria-busy')).toBe('true');
    expect(box?.querySelector('.h-spinner')).not.toBeNull();
    fireEvent.load(frame);
    expect(box?.getAttribute('aria-busy')).toBeNull();
    expect(box?.querySelector('.h-spinner')).toBeNull();
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('shows a same-origin path without any allowed host', async () => {
    const r = renderNode({ type: 'web-frame', src: '/sample-agreement.html', title: 'Loan agreement' });
    await waitFor(() => expect(r.store.getSnapshot().status.phase).toBe('ready'));
    expect(screen.getByTitle('Loan agreement').getAttribute('src')).toBe('/sample-agreement.html');
  });

  it.each([
    ['a javascript: address', 'javascript:alert(1)'],
    ['a host that is not allowed', 'https://evil.example/agreement'],
    ['a look-alike host', 'https://docs.lender.example.evil.example/agreement'],
    ['a protocol-relative address', '//evil.example/agreement'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a telephone address', 'tel:+639175550101'],
    ['an e-mail address', 'mailto:help@lender.example'],
    ['an empty address', ''],
  ])('refuses %s with a calm notice and no frame', async (_what, src) => {
    const { container } = showWithPolicy({ type: 'web-frame', src, title: 'Loan agreement' }, lenderPolicy);
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(notice);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('refuses every outside host when no policy is provided', async () => {
    const { container } = renderNode({ type: 'web-frame', src: 'https://docs.lender.example/agreement', title: 'Loan agreement' });
    expect((await screen.findByRole('note')).textContent).toBe(notice);
    expect(container.querySelector('iframe')).toBeNull();
  });
});
