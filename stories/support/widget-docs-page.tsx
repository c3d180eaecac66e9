/**
 * The docs page of every widget, generated from its JSON schema: what it is, the first story with its controls, the
 * props table (kind, default, allowed values, from the schema), then every story with the JSON it draws.
 */
import { Controls, Description, Heading, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { widgetSchema } from './widget-schemas.ts';

/** The page Storybook's autodocs draws for a meta made by widgetMeta. */
export function WidgetDocsPage() {
  const resolved = useOf('meta');
  const parameters = resolved.type === 'meta' ? resolved.preparedMeta.parameters : {};
  const hatid = parameters.hatid as { widget?: string } | undefined;
  const widget = hatid?.widget ?? '';
  const schema = widgetSchema(widget);
  const required = (Array.isArray(schema.required) ? schema.required : []).filter((name) => name !== 'type');
  return (
    <>
      <Title />
      <Subtitle>{`"type": "${widget}" · schemas/widgets/${widget}.schema.json`}</Subtitle>
      <Description />
      <Primary />
      <Heading>Props</Heading>
      <p>
        {required.length > 0 ? `Required: ${required.join(', ')}. ` : 'Only the type is required. '}A text starting with “=” is an expression worked
        out from the screen’s state and data. The controls edit the story above: its JSON below changes with them.
      </p>
      <Controls />
      <Stories title="Stories and their JSON" />
    </>
  );
}
