/**
 * The complaint form hand-written with the same widgets and DOM, the best a hand-written page does: the description's
 * state lives in the one component that draws it, so a keystroke re-renders only that field.
 */
import { useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { ButtonWidget } from '../../widgets/button.tsx';
import { ChipWidget } from '../../widgets/chip.tsx';
import { StackWidget } from '../../widgets/stack.tsx';
import { TextWidget } from '../../widgets/text.tsx';
import { TextareaWidget } from '../../widgets/textarea.tsx';
import '../../renderer/react/theme.css';
import '../../renderer/react/screen-chrome.css';
import { complaintData, complaintQuery, registerTyping } from '../complaint-reference.tsx';

// A table the counting pass swaps components in.
const W: Record<'stack' | 'chip' | 'textarea' | 'text' | 'button', ComponentType<any>> = {
  stack: StackWidget,
  chip: ChipWidget,
  textarea: TextareaWidget,
  text: TextWidget,
  button: ButtonWidget,
};

function Description() {
  const [description, setDescription] = useState('');
  const Textarea = W.textarea;
  return (
    <Textarea
      id="description"
      bind={{ value: description, set: setDescription }}
      label="Description"
      placeholder="Please describe your problem"
      maxLength={200}
      counter
      rows={6}
    />
  );
}

function ComplaintPage() {
  const { stack: Stack, chip: Chip, text: Text, button: Button } = W;
  const type = complaintData.init.problemType.find((t) => t.value === complaintQuery.problemType)?.title;
  const sub = complaintData.init.problemSonType.find((t) => t.value === complaintQuery.problemSonType)?.title;
  return (
    <div className="h-page" data-screen="complain-page-next" data-phase="ready">
      <main className="h-page__body">
        <Stack direction="row" gap="sm" wrap>
          <Chip text={type} selected />
          {complaintQuery.problemSonType !== '' ? <Chip text={sub} selected /> : null}
        </Stack>
        <Description />
        <Text text="Image evidence (up to 9)" variant="label" />
        <Button id="send" text="Send" sticky onTap={async () => {}} />
      </main>
    </div>
  );
}

registerTyping(W as unknown as Record<string, unknown>, (target) => {
  const root = createRoot(target);
  root.render(<ComplaintPage />);
  return { unmount: () => root.unmount() };
});
