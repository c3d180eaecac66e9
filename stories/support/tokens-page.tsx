/**
 * The design tokens page: every custom property of renderer/react/theme.css (imported as text at build time, so the
 * page always shows what the app draws with), as swatches, type samples, spacing bars and radius boxes.
 */
import type { CSSProperties, ReactNode } from 'react';
import themeCss from '../../renderer/react/theme.css?raw';
import { parseThemeTokens, type ThemeToken, type TokenGroup } from './theme-tokens.ts';

const tokens = parseThemeTokens(themeCss);

const titles: Record<TokenGroup, string> = {
  colour: 'Colour',
  type: 'Type',
  spacing: 'Spacing',
  radius: 'Radius',
  other: 'Shadows, sizes and motion',
};

const cell: CSSProperties = { padding: '8px 12px', borderBottom: '1px solid #dde2e7', verticalAlign: 'middle', textAlign: 'left' };

function Sample({ token }: { token: ThemeToken }): ReactNode {
  const v = `var(${token.name})`;
  switch (token.group) {
    case 'colour':
      return (
        <span aria-hidden style={{ display: 'inline-block', width: 64, height: 40, borderRadius: 6, background: v, border: '1px solid #dde2e7' }} />
      );
    case 'type':
      if (token.name === '--h-font') return <span style={{ fontFamily: v }}>Loan amount ₱5.000,00</span>;
      if (token.name.startsWith('--h-text-')) return <span style={{ fontSize: v }}>Loan amount ₱5.000,00</span>;
      if (token.name.startsWith('--h-weight-')) return <span style={{ fontWeight: v }}>Loan amount ₱5.000,00</span>;
      return <span style={{ display: 'inline-block', maxWidth: 220, lineHeight: v }}>Please repay on time to keep your credit limit.</span>;
    case 'spacing':
      return <span aria-hidden style={{ display: 'inline-block', width: v, height: 16, background: '#0b5d6b' }} />;
    case 'radius':
      return (
        <span
          aria-hidden
          style={{ display: 'inline-block', width: 64, height: 40, borderRadius: v, background: '#e3f1f3', border: '2px solid #0b5d6b' }}
        />
      );
    default:
      return token.name.startsWith('--h-shadow-') ? (
        <span aria-hidden style={{ display: 'inline-block', width: 64, height: 40, borderRadius: 6, background: '#fff', boxShadow: v }} />
      ) : null;
  }
}

function Group({ group }: { group: TokenGroup }) {
  const rows = tokens.filter((token) => token.group === group);
  return (
    <section>
      <h2>{titles[group]}</h2>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={cell}>Token</th>
            <th style={cell}>Value</th>
            <th style={cell}>Sample</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((token) => (
            <tr key={token.name}>
              <td style={cell}>
                <code>{token.name}</code>
              </td>
              <td style={cell}>
                <code>{token.value}</code>
              </td>
              <td style={cell}>
                <Sample token={token} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** All token groups of the theme, in the order designers look for them. */
export function TokensPage() {
  return (
    <>
      <p>
        Read from <code>renderer/react/theme.css</code> when Storybook is built: {tokens.length} tokens. Widgets use only these (
        <code>var(--h-…)</code>); a change there changes this page and every widget.
      </p>
      {(['colour', 'type', 'spacing', 'radius', 'other'] as const).map((group) => (
        <Group key={group} group={group} />
      ))}
    </>
  );
}
