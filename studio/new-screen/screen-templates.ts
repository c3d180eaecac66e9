/** The starting points of a new screen besides a copy of an existing one: small documents written for a borrower. */

/** A template: its name as the studio shows it, one line on what it is for, and its body (id and title are filled in). */
export interface ScreenTemplate {
  name: string;
  label: string;
  description: string;
  body: unknown[];
}

/** Every template, the plainest first. */
export const screenTemplates: readonly ScreenTemplate[] = [
  {
    name: 'blank',
    label: 'Blank page',
    description: 'A title and one line of text.',
    body: [{ type: 'text', id: 'intro', text: 'Write here what the borrower reads first.' }],
  },
  {
    name: 'information',
    label: 'Information page',
    description: 'A card with a heading, two paragraphs and a button back.',
    body: [
      {
        type: 'stack',
        id: 'information',
        surface: 'card',
        gap: 'sm',
        children: [
          { type: 'text', id: 'heading', text: 'What you need to know', variant: 'subtitle' },
          { type: 'text', id: 'first-paragraph', text: 'Explain the first point in one or two short sentences.' },
          { type: 'text', id: 'second-paragraph', text: 'Explain the next point the same way.', tone: 'muted' },
        ],
      },
      { type: 'button', id: 'back', text: 'Back', variant: 'secondary', onTap: [{ do: 'back' }] },
    ],
  },
  {
    name: 'help-rows',
    label: 'Help with contact rows',
    description: 'Rows a borrower taps to call or write to the lender.',
    body: [
      {
        type: 'stack',
        id: 'contact',
        surface: 'card',
        gap: 'none',
        children: [
          {
            type: 'cell',
            id: 'phone',
            title: 'Telephone',
            value: '0917 555 0142',
            chevron: true,
            onTap: [{ do: 'openUrl', url: 'tel:09175550142' }],
          },
          {
            type: 'cell',
            id: 'email',
            title: 'Email',
            value: 'support@hatid.ph',
            chevron: true,
            onTap: [{ do: 'openUrl', url: 'mailto:support@hatid.ph' }],
          },
        ],
      },
    ],
  },
];
