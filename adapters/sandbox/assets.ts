/** Small SVG images the sandbox serves under `<base>/sandbox/assets/<name>.svg` (product and channel logos, reply evidence). */

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

/** The served SVG files, by file name. */
export const sandboxAssets: Readonly<Record<string, string>> = {
  'peso-agad.svg': logo('#0f766e', '#ffffff', 'PA'),
  'hatid-cash.svg': logo('#1d4ed8', '#ffffff', 'HC'),
  'kwarta-express.svg': logo('#f59e0b', '#1f2937', 'KE'),
  'seven-eleven.svg': logo('#008a4b', '#ffffff', '7'),
  'instapay-qr.svg': logo('#1f3a93', '#ffffff', 'QR'),
  'cebuana-lhuillier.svg': logo('#f6c400', '#1f2937', 'CL'),
  'gcash.svg': logo('#007dfe', '#ffffff', 'G'),
  'gcash-receipt.svg': picture('#dbeafe', 'GCash payment receipt', ['Amount: PHP 2,150.00', 'Ref. No. 8012 334 55910', 'Paid to: Hatid Lending Corp.', '10 Mar 2025 14:22']),
  'call-log.svg': picture('#fee2e2', 'Collection call log', ['Agent ID: COL-2291', 'Calls reviewed: 3', 'Action: agent suspended', 'Case closed 05 Mar 2025']),
  'apology-letter.svg': picture('#dcfce7', 'Letter of apology', ['Dear Ma. Cristina,', 'We are sorry for the calls', 'made to your relatives.', 'Hatid Support Team']),
  'upload-sample.svg': picture('#f3f4f6', 'Screenshot', ['Sample evidence image']),
};
