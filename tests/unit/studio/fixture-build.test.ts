/** build-fixture: a recorded preview run becomes a schema-valid QA fixture whose checks assert what was seen. */
import { describe, expect, it } from 'vitest';
import { createSchemaAjv, loadSchemas } from '../../../scripts/schema-files.ts';
import { buildFixture, plainTitle, type FixtureSource } from '../../../studio/fixture/build-fixture.ts';
import type { RecordedEvent } from '../../../studio/preview/preview-session.ts';

const validate = createSchemaAjv(loadSchemas()).getSchema('https://hatid.dev/schemas/fixture.schema.json');

const recording: RecordedEvent[] = [
  { type: 'location', href: '/complainPage?orderId=2301457' },
  { type: 'api', endpoint: 'complaint.types', payload: {}, ok: true },
  { type: 'step', step: { tap: { role: 'button', name: 'Loan amount and fees' } } },
  { type: 'step', step: { type: { into: { label: 'Describe the problem' }, text: 'Charged twice', clear: true } } },
  { type: 'step', step: { tap: { role: 'button', name: 'Submit' } } },
  { type: 'api', endpoint: 'complaint.save', payload: { content: 'Charged twice' }, ok: true },
  { type: 'api', endpoint: 'complaint.save', payload: { content: 'Charged twice' }, ok: true },
  { type: 'toast', text: 'Submitted' },
  { type: 'native', action: 'closeWebview', args: {} },
  { type: 'location', href: '/complainDetails?problemId=1101', navigation: { to: '/complainDetails', query: { problemId: '1101' }, replace: true } },
];

const source: FixtureSource = {
  name: '  A complaint about fees is sent and its detail opens  ',
  route: '/complainPage',
  query: { orderId: '2301457', productId: '7', '': 'ignored' },
  scenario: 'default',
  recording,
  title: 'Submit a complaint',
};

describe('buildFixture', () => {
  it('gives a fixture the fixture schema accepts', () => {
    const fixture = buildFixture(source);
    expect(validate?.(fixture), JSON.stringify(validate?.errors)).toBe(true);
  });

  it('keeps the route, query, scenario and name, and replays the steps with checks of what they caused, in order', () => {
    expect(buildFixture(source)).toEqual({
      $schema: '../../../schemas/fixture.schema.json',
      fixtureVersion: 1,
      name: 'A complaint about fees is sent and its detail opens',
      route: '/complainPage',
      query: { orderId: '2301457', productId: '7' },
      scenario: 'default',
      steps: [
        { expectText: 'Submit a complaint' },
        { tap: { role: 'button', name: 'Loan amount and fees' } },
        { type: { into: { label: 'Describe the problem' }, text: 'Charged twice', clear: true } },
        { tap: { role: 'button', name: 'Submit' } },
        { expectRequest: { endpoint: 'complaint.save' } },
        { expectToast: 'Submitted' },
        { expectNative: { action: 'closeWebview' } },
        { expectNavigation: { to: '/complainDetails', query: { problemId: '1101' }, replace: true } },
      ],
    });
  });

  it('checks back and opened addresses', () => {
    const steps = (events: RecordedEvent[]) => buildFixture({ ...source, title: undefined, recording: events }).steps;
    expect(steps([{ type: 'location', href: '/', back: true }])).toEqual([{ expectBack: true }]);
    expect(steps([{ type: 'location', href: '/', opened: { url: 'tel:123', replace: false } }])).toEqual([{ expectOpened: 'tel:123' }]);
    expect(steps([{ type: 'location', href: '/x', opened: { url: '/x', replace: true } }])).toEqual([{ expectOpenedInPlace: '/x' }]);
  });

  it('asserts that the screen stayed when nothing else can be checked', () => {
    const fixture = buildFixture({ ...source, title: undefined, recording: [{ type: 'step', step: { tap: { text: 'More' } } }] });
    expect(fixture.steps).toEqual([{ tap: { text: 'More' } }, { expectNoNavigation: true }]);
    expect(validate?.(fixture)).toBe(true);
  });

  it('leaves out an empty query', () => {
    expect(buildFixture({ ...source, query: {} })).not.toHaveProperty('query');
  });
});

describe('plainTitle', () => {
  it('is the title of a document with a top bar when the title is plain text', () => {
    expect(plainTitle({ title: 'My Complaint' })).toBe('My Complaint');
    expect(plainTitle({ title: '=data.name' })).toBeUndefined();
    expect(plainTitle({ title: 'Home', topBar: false })).toBeUndefined();
    expect(plainTitle(null)).toBeUndefined();
  });
});
