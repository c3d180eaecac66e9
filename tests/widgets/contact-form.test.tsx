import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContactFormNode } from '../../schemas/generated/types.ts';
import { deferredCall, showNode } from '../support/render-node.tsx';

/** The Contact Us form as the spec describes it: toasts only, nothing sent. */
const form: ContactFormNode = {
  type: 'contact-form',
  onIncomplete: [{ do: 'toast', text: 'Please provide complete information!' }],
  onSubmit: [{ do: 'toast', text: 'Success!' }],
};

const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;
const fill = (values: Record<string, string>) =>
  Object.entries(values).forEach(([name, value]) => fireEvent.change(box(name), { target: { value } }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('contact-form widget', () => {
  it('is a form named Contact Us with three labelled, required boxes and a Submit button', async () => {
    await showNode(form);
    const f = screen.getByRole('form', { name: 'Contact Us' });
    expect(within(f).getByRole('heading', { level: 2, name: 'Contact Us' })).toBeTruthy();
    expect(box('Name').getAttribute('autocomplete')).toBe('name');
    expect(box('Telephone').getAttribute('type')).toBe('tel');
    expect(box('Suggestion').tagName).toBe('TEXTAREA');
    for (const name of ['Name', 'Telephone', 'Suggestion']) expect(box(name).required).toBe(true);
    expect(within(f).getByRole('button', { name: 'Submit' }).getAttribute('type')).toBe('submit');
  });

  it('with a box empty: "Please provide complete information!", the empty boxes marked, focus on the first, nothing sent', async () => {
    const r = await showNode(form);
    fill({ Name: 'Juan dela Cruz', Suggestion: '   ' });
    submit();
    await waitFor(() => expect(r.ports.toasts.map((t) => t.text)).toEqual(['Please provide complete information!']));
    expect(box('Name').hasAttribute('aria-invalid')).toBe(false);
    expect(box('Telephone').getAttribute('aria-invalid')).toBe('true');
    expect(box('Suggestion').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box('Telephone'));
    // What was typed is kept; typing into a marked box clears its mark.
    expect(box('Name').value).toBe('Juan dela Cruz');
    fill({ Telephone: '09171234567' });
    expect(box('Telephone').hasAttribute('aria-invalid')).toBe(false);
    expect(r.ports.calls).toEqual([]);
  });

  it('with all three filled in: "Success!", the texts as event, the boxes emptied, and still nothing sent', async () => {
    const r = await showNode({
      ...form,
      onSubmit: [
        { do: 'toast', text: "=event.name + '|' + event.telephone + '|' + event.suggestion" },
        { do: 'toast', text: 'Success!' },
      ],
    });
    fill({ Name: ' Juan dela Cruz ', Telephone: '09171234567', Suggestion: 'Please add GCash repayment.' });
    submit();
    await waitFor(() => expect(r.ports.toasts.map((t) => t.text)).toEqual(['Juan dela Cruz|09171234567|Please add GCash repayment.', 'Success!']));
    await waitFor(() => expect(box('Name').value).toBe(''));
    expect(box('Telephone').value).toBe('');
    expect(box('Suggestion').value).toBe('');
    expect(r.ports.calls).toEqual([]);
    expect(r.ports.navigations).toEqual([]);
  });

  it('submits with Enter in a box, like any form', async () => {
    const r = await showNode(form);
    fill({ Name: 'Ana', Telephone: '09170000000', Suggestion: 'Thanks' });
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(r.ports.toasts.map((t) => t.text)).toEqual(['Success!']));
  });

  it('runs its actions once on a double press', async () => {
    const r = await showNode({
      ...form,
      onSubmit: [
        { do: 'call', endpoint: 'contact.info' },
        { do: 'toast', text: 'Success!' },
      ],
    });
    const answer = deferredCall();
    r.ports.answer('contact.info', () => answer.promise);
    fill({ Name: 'Ana', Telephone: '09170000000', Suggestion: 'Thanks' });
    submit();
    submit();
    await waitFor(() => expect(r.ports.calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => answer.release({ ok: true, data: {} }));
    await waitFor(() => expect(r.ports.toasts.map((t) => t.text)).toEqual(['Success!']));
  });

  it('takes its texts from the document', async () => {
    await showNode({
      ...form,
      title: 'Get in touch',
      nameLabel: 'Your name',
      phoneLabel: 'Mobile number',
      suggestionLabel: 'Message',
      submitText: 'Send',
    });
    expect(screen.getByRole('form', { name: 'Get in touch' })).toBeTruthy();
    expect(box('Your name')).toBeTruthy();
    expect(box('Mobile number')).toBeTruthy();
    expect(box('Message')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('is not mounted on any screen (spec: the form exists but is not shown)', () => {
    const screens = import.meta.glob<unknown>('../../screens/*.json', { eager: true, import: 'default' });
    expect(Object.keys(screens).length).toBeGreaterThan(20);
    const offenders = Object.entries(screens).filter(([, doc]) => JSON.stringify(doc).includes('"type":"contact-form"'));
    expect(offenders.map(([file]) => file)).toEqual([]);
  });
});
