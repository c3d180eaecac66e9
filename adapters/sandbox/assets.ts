/**
 * Small SVG images the sandbox serves under `<base>/sandbox/assets/<name>.svg` (product and channel logos, reply
 * evidence, promotion banners).
 */

const logo = (bg: string, fg: string, letters: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
  `<rect width="96" height="96" rx="20" fill="${bg}"/>` +
  `<text x="48" y="60" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="${fg}" text-anchor="middle">${letters}</text></svg>`;

const picture = (bg: string, title: string, lines: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="480" viewBox="0 0 360 480">` +
  `<rect width="360" height="480" fill="${bg}"/><rect x="24" y="24" width="312" height="432" rx="12" fill="#fff"/>` +
  `<text x="48" y="80" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#1f2937">${title}</text>` +
  lines.map((l, i) => `<text x="48" y="${130 + i * 36}" font-family="Arial, sans-serif" font-size="16" fill="#4b5563">${l}</text>`).join('') +
  `</svg>`;

/** A wide promotion banner: a coloured band with a headline, a line of text and a phone outline. */
const banner = (bg: string, accent: string, headline: string, line: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="360" viewBox="0 0 750 360">` +
  `<rect width="750" height="360" fill="${bg}"/><circle cx="640" cy="60" r="150" fill="${accent}" opacity="0.35"/>` +
  `<text x="48" y="150" font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${headline}</text>` +
  `<text x="48" y="204" font-family="Arial, sans-serif" font-size="24" fill="#e0e7ff">${line}</text>` +
  `<rect x="560" y="120" width="130" height="220" rx="18" fill="#ffffff" opacity="0.9"/>` +
  `<rect x="578" y="150" width="94" height="60" rx="8" fill="${accent}"/>` +
  `<rect x="578" y="226" width="94" height="12" rx="6" fill="#cbd5e1"/><rect x="578" y="248" width="70" height="12" rx="6" fill="#cbd5e1"/></svg>`;

/** The served SVG files, by file name. */
export const sandboxAssets: Readonly<Record<string, string>> = {
  'peso-agad.svg': logo('#0f766e', '#ffffff', 'PA'),
  'hatid-cash.svg': logo('#1d4ed8', '#ffffff', 'HC'),
  'kwarta-express.svg': logo('#f59e0b', '#1f2937', 'KE'),
  'seven-eleven.svg': logo('#008a4b', '#ffffff', '7'),
  'instapay-qr.svg': logo('#1f3a93', '#ffffff', 'QR'),
  'cebuana-lhuillier.svg': logo('#f6c400', '#1f2937', 'CL'),
  'gcash.svg': logo('#007dfe', '#ffffff', 'G'),
  'gcash-receipt.svg': picture('#dbeafe', 'GCash payment receipt', [
    'Amount: PHP 2,150.00',
    'Ref. No. 8012 334 55910',
    'Paid to: Hatid Lending Corp.',
    '10 Mar 2025 14:22',
  ]),
  'call-log.svg': picture('#fee2e2', 'Collection call log', [
    'Agent ID: COL-2291',
    'Calls reviewed: 3',
    'Action: agent suspended',
    'Case closed 05 Mar 2025',
  ]),
  'apology-letter.svg': picture('#dcfce7', 'Letter of apology', [
    'Dear Ma. Cristina,',
    'We are sorry for the calls',
    'made to your relatives.',
    'Hatid Support Team',
  ]),
  'promotion-banner.svg': banner('#1d4ed8', '#60a5fa', 'Cash in minutes', 'Up to ₱20.000,00 with Hatid'),
  'promotion-banner-gcash.svg': banner('#0f766e', '#5eead4', '7 days interest-free', 'Cash out to GCash or your bank'),
  'upload-sample.svg': picture('#f3f4f6', 'Screenshot', ['Sample evidence image']),
};
