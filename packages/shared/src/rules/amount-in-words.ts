const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[n / 10]!;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words on the Indian system: crore (10⁷), lakh (10⁵), thousand, hundred. */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number of rupees: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    // Beyond 99 crore Indian usage keeps counting crores: "One Hundred Crore".
    crore ? `${numberInIndianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount as an invoice writes it out: "One Thousand Two Hundred Ninety-Nine Rupees and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  const rupeePart = `${numberInIndianWords(rupees)} ${rupees === 1 ? 'Rupee' : 'Rupees'}`;
  return p ? `${rupeePart} and ${belowHundred(p)} ${p === 1 ? 'Paisa' : 'Paise'} Only` : `${rupeePart} Only`;
}
