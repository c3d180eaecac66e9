/** The sandbox's seeded lender data: question types, orders and complaints (Philippine borrowers, pesos in cents). */

/** One order a borrower can complain about. */
export interface SeedOrder {
  orderId: string;
  orderNo: string;
  productName: string;
  /** File name under sandbox/assets. */
  logo: string;
  status: string;
  /** 1 allows complaints of the collection type. */
  isShow: number;
  amountCents: number;
  dueDate: string;
}

/** One stored complaint. */
export interface SeedComplaint {
  id: number;
  orderNo: string;
  time: string;
  problemType: number;
  /** 0 when there is no sub-type. */
  problemSonType: number;
  content: string;
  /** Image addresses; names without a slash are files under sandbox/assets. */
  images: string[];
  disposeDetail: string;
  disposeImages: string[];
  agent: string;
  isNeedScore: number;
  status: 'pending' | 'completed';
  score?: number;
}

/** The question types; 1 is collection (spec section 2). */
export const problemTypes = [
  { title: 'Collection', value: 1 },
  { title: 'Repayment', value: 2 },
  { title: 'Loan amount and fees', value: 3 },
  { title: 'Account and app', value: 4 },
  { title: 'Others', value: 5 },
];

/** The collection sub-types. */
export const problemSonTypes = [
  { title: 'Rude or abusive language', value: 1 },
  { title: 'Contacting my family, friends or employer', value: 2 },
  { title: 'Calls outside reasonable hours', value: 3 },
  { title: 'Threats or shaming messages', value: 4 },
];

/** The customer-service contact details. */
export const contactInfo = { email: 'support@hatid.ph', smWa: '09175550142' };

/** The support agent who answers seeded complaints. */
export const supportAgent = 'Maria Santos';

/** The borrower's orders; the first is the default selection. */
export function seedOrders(): SeedOrder[] {
  return [
    {
      orderId: '2301457',
      orderNo: 'HT2503140017',
      productName: 'PesoAgad',
      logo: 'peso-agad.svg',
      status: 'Repaying',
      isShow: 1,
      amountCents: 500000,
      dueDate: '2025-04-12',
    },
    {
      orderId: '2298813',
      orderNo: 'HT2502270093',
      productName: 'Hatid Cash',
      logo: 'hatid-cash.svg',
      status: 'Overdue',
      isShow: 1,
      amountCents: 850000,
      dueDate: '2025-03-29',
    },
    {
      orderId: '2270544',
      orderNo: 'HT2501090441',
      productName: 'Kwarta Express',
      logo: 'kwarta-express.svg',
      status: 'Finished',
      isShow: 1,
      amountCents: 300000,
      dueDate: '2025-02-07',
    },
  ];
}

/** A complaint still waiting for the support team. */
export function pendingRepaymentComplaint(id: number): SeedComplaint {
  return {
    id,
    orderNo: 'HT2503140017',
    time: '2025-03-11 08:41:05',
    problemType: 2,
    problemSonType: 0,
    content: 'I paid 2,150 pesos through GCash on March 10 but the app still shows my instalment as unpaid. Receipt attached.',
    images: ['gcash-receipt.svg'],
    disposeDetail: '',
    disposeImages: [],
    agent: '',
    isNeedScore: 0,
    status: 'pending',
  };
}

/** A fees complaint that was answered and already rated. */
export function answeredFeesComplaint(id: number): SeedComplaint {
  return {
    id,
    orderNo: 'HT2501090441',
    time: '2025-01-20 19:02:44',
    problemType: 3,
    problemSonType: 0,
    content: 'Why was a service fee taken from my loan? I received less than the amount I applied for.',
    images: [],
    disposeDetail:
      'The service fee of 300 pesos is shown on the loan confirmation page before you accept the loan. Your loan agreement lists it under Fees.',
    disposeImages: [],
    agent: supportAgent,
    isNeedScore: 0,
    status: 'completed',
    score: 4,
  };
}

/** A collection complaint with a reply text and reply images; `needScore` asks the borrower to rate it. */
export function answeredCollectionComplaint(id: number, needScore: number): SeedComplaint {
  return {
    id,
    orderNo: 'HT2502270093',
    time: '2025-03-02 21:37:18',
    problemType: 1,
    problemSonType: 2,
    content: 'A collector called my sister in Cebu three times last night about my loan. I never gave her number as a reference.',
    images: [],
    disposeDetail:
      'We are sorry, Ma. Cristina. The agent broke our collection rules and has been removed from your account. Your relatives will not be contacted again.',
    disposeImages: ['call-log.svg', 'apology-letter.svg'],
    agent: supportAgent,
    isNeedScore: needScore,
    status: 'completed',
  };
}

/** Peso cents as the spec shows money: divided by 100, two decimals, thousands grouped with a dot. */
export function formatPeso(cents: number): string {
  const [whole = '0', frac = '00'] = (cents / 100).toFixed(2).split('.');
  return `₱${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
}

/** A time as the lender writes it, in Manila time (UTC+8): YYYY-MM-DD HH:MM:SS. */
export function manilaTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
