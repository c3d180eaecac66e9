import { describe, expect, it } from 'vitest';
import { completionEdit, completionsAt, type JsonCompletions } from '../../../studio/editor/json-completion.ts';
import { hoverAt } from '../../../studio/editor/json-hover.ts';
import { widgetTypes } from '../../../schemas/generated/node-slots.ts';
import { endpointNames } from '../../../adapters/http/endpoints.ts';
import buttonSchema from '../../../schemas/widgets/button.schema.json';

/** The completions at the "|" of a text. */
function at(marked: string, explicit = false): { text: string; pos: number; result: JsonCompletions | null } {
  const pos = marked.indexOf('|');
  const text = marked.replace('|', '');
  return { text, pos, result: completionsAt(text, pos, explicit) };
}

const labels = (r: JsonCompletions | null) => r?.options.map((o) => o.label) ?? [];

describe('completion: property names', () => {
  it('offers the button props not yet written, with descriptions, filtering on the typed word', () => {
    const { result, text } = at('{"body": [{"type": "button", "te|"}]}');
    expect(labels(result)).toContain('text');
    expect(labels(result)).not.toContain('type');
    const textOption = result?.options.find((o) => o.label === 'text');
    expect(textOption?.info).toBe(buttonSchema.properties.text.description);
    expect(textOption?.detail).toBe('text or =expression, required');
    expect(result && text.slice(result.from, result.to)).toBe('te');
  });

  it('screen-level props at the top', () => {
    expect(labels(at('{"id": "x", "|"}').result)).toEqual(expect.arrayContaining(['title', 'body', 'onLoad']));
    expect(labels(at('{"id": "x", "|"}').result)).not.toContain('id');
  });

  it('a node without a type offers only type', () => {
    expect(labels(at('{"body": [{"|"}]}').result)).toEqual(['type']);
  });

  it('the applied edit replaces the quotes and adds a value template unless a colon follows', () => {
    const { text, result } = at('{"body": [{"type": "button", "te|"}]}');
    const option = result?.options.find((o) => o.label === 'onTap');
    if (!result || !option) throw new Error('no option');
    const edit = completionEdit(text, result.from, result.to, option);
    expect(text.slice(edit.from, edit.to)).toBe('"te"');
    expect(edit.template).toBe('"onTap": [${}]');
    const withColon = at('{"body": [{"type": "button", "te|": "x"}]}');
    const text2 = withColon.result?.options.find((o) => o.label === 'text');
    if (!withColon.result || !text2) throw new Error('no option');
    expect(completionEdit(withColon.text, withColon.result.from, withColon.result.to, text2).template).toBe('"text"');
  });

  it('adds a comma when another property follows', () => {
    const { text, result } = at('{"body": [{"type": "button", "te|"\n "text": "x"}]}');
    const option = result?.options.find((o) => o.label === 'variant');
    if (!result || !option) throw new Error('no option');
    expect(completionEdit(text, result.from, result.to, option).template).toBe('"variant": "${}",');
  });

  it('offers nothing on a bare position unless asked', () => {
    expect(at('{"id": "x", |}').result).toBeNull();
    expect(labels(at('{"id": "x", |}', true).result)).toContain('body');
  });
});

describe('completion: values', () => {
  it('widget types for "type", with their descriptions', () => {
    const { result } = at('{"body": [{"type": "bu|"}]}');
    expect(labels(result)).toEqual([...widgetTypes]);
    expect(result?.options.find((o) => o.label === 'button')?.info).toBe(buttonSchema.description);
    expect(result?.options[0]?.template).toBe('"article"');
  });

  it('enum values, action names, endpoint names, booleans', () => {
    expect(labels(at('{"body": [{"type": "button", "variant": "|"}]}').result)).toEqual(['primary', 'secondary', 'ghost', 'link']);
    expect(labels(at('{"body": [{"type": "button", "onTap": [{"do": "|"}]}]}').result)).toEqual(
      expect.arrayContaining(['call', 'navigate', 'toast']),
    );
    expect(labels(at('{"body": [{"type": "button", "onTap": [{"do": "call", "endpoint": "co|"}]}]}').result)).toEqual([...endpointNames]);
    expect(labels(at('{"body": [{"type": "button", "block": t|}]}').result)).toEqual(['true', 'false']);
    expect(at('{"body": [{"type": "button", "text": "x" |}]}').result).toBeNull();
  });

  it('a whole widget where one is expected, with its required props', () => {
    const { result } = at('{"body": [|]}', true);
    const button = result?.options.find((o) => o.label === 'button');
    expect(button).toMatchObject({ kind: 'object', template: '{ "type": "button", "text": "${}" }' });
    const action = at('{"body": [{"type": "button", "onTap": [|]}]}', true).result?.options.find((o) => o.label === 'call');
    expect(action?.template).toBe('{ "do": "call", "endpoint": "${}" }');
  });

  it('a value edit replaces the whole string with quotes', () => {
    const { text, result } = at('{"body": [{"type": "bu|tt"}]}');
    const option = result?.options.find((o) => o.label === 'button');
    if (!result || !option) throw new Error('no option');
    const edit = completionEdit(text, result.from, result.to, option);
    expect(text.slice(edit.from, edit.to)).toBe('"butt"');
    expect(edit.template).toBe('"button"');
  });
});

describe('hover', () => {
  const text = '{"body": [{"type": "button", "text": "Send", "visible": "=x", "onTap": [{"do": "back"}]}]}';
  it('a property name shows its description and kind', () => {
    const help = hoverAt(text, text.indexOf('"text"') + 2);
    expect(help).toMatchObject({ title: 'text: text or =expression, required', description: buttonSchema.properties.text.description });
    expect(help && text.slice(help.from, help.to)).toBe('"text"');
    expect(hoverAt(text, text.indexOf('"visible"') + 2)?.description).toMatch(/Show this widget only when true/);
  });

  it('a type or do value shows the widget or action', () => {
    expect(hoverAt(text, text.indexOf('"button"') + 2)).toMatchObject({ title: 'widget button', description: buttonSchema.description });
    expect(hoverAt(text, text.indexOf('"back"') + 2)).toMatchObject({ title: 'action back', description: 'Go back to the previous screen.' });
  });

  it('nothing on other values', () => {
    expect(hoverAt(text, text.indexOf('"Send"') + 2)).toBeNull();
  });
});
