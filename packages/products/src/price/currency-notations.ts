/**
 * How a currency is written next to a price, and which ISO 4217 code it
 * stands for (null where the notation alone cannot tell: `kr` is Swedish,
 * Norwegian, Danish or Icelandic; `ƒ` Aruban or Antillean).
 *
 * - `sign`: matched wherever it stands (`€`, `R$`, `zł`, `Kč`).
 * - `word`: letters that must stand apart from other letters (`EUR`, `kr`,
 *   `lei`), so that `TL` is not read out of `TITLE`.
 * - `stem`: a word start (`руб` of `рублей`, `рубля`).
 *
 * `sure` notations are looked for before the others, first in the price text,
 * then in the hint: a `£` in a price wins over an `EUR` in its hint.
 */
export interface CurrencyNotation {
  text: string;
  code: string | null;
  kind: 'sign' | 'word' | 'stem';
  sure: boolean;
}

/** Dollars written with a country prefix or suffix; before the bare `$` (longest first wins at one position). */
const dollarSigns: Record<string, string> = {
  Bds$: 'BBD',
  CUC$: 'CUC',
  MOP$: 'MOP',
  AR$: 'ARS',
  AU$: 'AUD',
  BN$: 'BND',
  BZ$: 'BZD',
  CA$: 'CAD',
  CL$: 'CLP',
  CO$: 'COP',
  HK$: 'HKD',
  MX$: 'MXN',
  NT$: 'TWD',
  NZ$: 'NZD',
  TT$: 'TTD',
  RD$: 'DOP',
  WS$: 'WST',
  US$: 'USD',
  $U: 'UYU',
  // Officially the Nicaraguan córdoba too; in shops it is nearly always the Canadian dollar.
  C$: 'CAD',
  J$: 'JMD',
  N$: 'NAD',
  R$: 'BRL',
  S$: 'SGD',
  T$: 'TOP',
  Z$: 'ZWL',
  A$: 'AUD',
  // Bare `$` is most often the US dollar; `resolveCurrencyCode` lets a hint such as CAD override it.
  $: 'USD',
};

const otherSigns: Record<string, string | null> = {
  'SY£': 'SYP',
  'LB£': 'LBP',
  'CN¥': 'CNY',
  'GH₵': 'GHS',
  '€': 'EUR',
  '£': 'GBP',
  '￡': 'GBP',
  zł: 'PLN',
  Zł: 'PLN',
  Kč: 'CZK',
  '₽': 'RUB',
  // Yen and yuan share the sign; Japanese shops use it far more often without a prefix.
  '¥': 'JPY',
  '￥': 'JPY',
  円: 'JPY',
  元: 'CNY',
  원: 'KRW',
  '₩': 'KRW',
  '฿': 'THB',
  'դր.': 'AMD',
  '֏': 'AMD',
  '₦': 'NGN',
  '₴': 'UAH',
  '₱': 'PHP',
  '৳': 'BDT',
  '₭': 'LAK',
  '₪': 'ILS',
  '﷼': 'IRR',
  '៛': 'KHR',
  '₫': 'VND',
  '₡': 'CRC',
  ƒ: null,
  '₲': 'PYG',
  '؋': 'AFN',
  '₮': 'MNT',
  '₨': null,
  '₾': 'GEL',
  '₸': 'KZT',
  '₹': 'INR',
  '₺': 'TRY',
  '₼': 'AZN',
  '₵': 'GHS',
  // Historic or unofficial signs: recognised as a currency, no current code.
  '₶': null,
  '₠': null,
  '₢': null,
  '₣': null,
  '₤': null,
  '₧': null,
  '₯': null,
  '₿': null,
  'B/.': 'PAB',
  'S/.': 'PEN',
  'S/': 'PEN',
  'E£': 'EGP',
  'R₣': 'RWF',
  'AU $': 'AUD',
  'US $': 'USD',
  CAN$: 'CAD',
  CAD$: 'CAD',
  GY$: 'GYD',
  G$: 'GYD',
  $b: 'BOB',
  Ƀ: null,
  تومان: 'IRR',
  ریال: 'IRR',
  ريال: null,
  درهم: null,
  جنيه: 'EGP',
  'руб.': 'RUB',
  'р.': 'RUB',
  'грн.': 'UAH',
  грн: 'UAH',
  'лв.': 'BGN',
  лв: 'BGN',
  'дин.': 'RSD',
  динар: 'RSD',
  тңг: 'KZT',
  'ман.': 'AZN',
};

/** Letter notations sure enough to be looked for before any code. */
const sureWords: Record<string, string | null> = {
  EUR: 'EUR',
  Euro: 'EUR',
  euro: 'EUR',
  eur: 'EUR',
  CHF: 'CHF',
  DKK: 'DKK',
  Rp: 'IDR',
  lei: 'RON',
  Lei: 'RON',
  LEI: 'RON',
  Dinara: 'RSD',
};

/** Local abbreviations that are also plausible as other words; looked for after the sure ones. */
const otherWords: Record<string, string | null> = {
  kr: null,
  Kr: null,
  Ft: 'HUF',
  TL: 'TRY',
  KD: 'KWD',
  BD: 'BHD',
  DT: 'TND',
  LD: 'LYD',
  Rs: 'INR',
  'Rs.': 'INR',
  RM: 'MYR',
  Br: 'BYN',
  Lek: 'ALL',
  KM: 'BAM',
  'Nu.': 'BTN',
  FBu: 'BIF',
  CFA: null,
  FCFA: null,
  kn: 'HRK',
  Fdj: 'DJF',
  Nfk: 'ERN',
  Rf: 'MVR',
  UM: 'MRU',
  MK: 'MWK',
  Db: 'STN',
  TSh: 'TZS',
  USh: 'UGX',
  VT: 'VUV',
  Bs: null,
  ZK: 'ZMW',
  FG: 'GNF',
  'Fr.': 'CHF',
  đ: 'VND',
  pln: 'PLN',
  र: null,
  // Cyrillic er: roubles when it stands alone.
  Р: 'RUB',
  р: 'RUB',
  тг: 'KZT',
  yen: 'JPY',
  yuan: 'CNY',
  人民币: 'CNY',
  圆: 'CNY',
  圓: null,
  บาท: 'THB',
  KSh: 'KES',
  KShs: 'KES',
  ден: 'MKD',
  ДЕН: 'MKD',
  Дин: 'RSD',
  дин: 'RSD',
  din: 'RSD',
  hrn: 'UAH',
  Ar: 'MGA',
  MT: 'MZN',
  FRw: 'RWF',
  RF: 'RWF',
  GFr: 'GNF',
  SFr: 'CHF',
  CHf: 'CHF',
  chf: 'CHF',
  Dh: null,
  Dhs: null,
  Esc: 'CVE',
  Fbu: 'BIF',
  Ks: 'MMK',
  Rbl: 'RUB',
  Nu: 'BTN',
  Sl: 'SLE',
  VNĐ: 'VND',
  Vt: 'VUV',
  lari: 'GEL',
  ლარი: 'GEL',
  ლ: 'GEL',
  nis: 'ILS',
  'ש״ח': 'ILS',
  'ש"ח': 'ILS',
  "ש'ח": 'ILS',
  "so'm": 'UZS',
  stg: 'GBP',
  nzd: 'NZD',
  mkd: 'MKD',
  zl: 'PLN',
  BTC: null,
  ரூ: 'LKR',
  රු: 'LKR',
  ብር: 'ETB',
  ናቕፋ: 'ERN',
  نافكا: 'ERN',
  // Arabic abbreviations: letters and dots, kept apart from the words around them.
  دج: 'DZD',
  'د.ج': 'DZD',
  '.د.ب': 'BHD',
  'د.إ': 'AED',
  'د.ت': 'TND',
  'د.ك': 'KWD',
  'ل.د': 'LYD',
  'د.ل': 'LYD',
  'ع.د': 'IQD',
  'د.ع': 'IQD',
  'ج.س': 'SDG',
  'ج.س.': 'SDG',
  'د.أ': 'JOD',
  'د.ا': 'JOD',
  'د.م': 'MAD',
  'د.': null,
  دينار: null,
  'دينار أردني': 'JOD',
  'دينار كويتي': 'KWD',
  'ر.س': 'SAR',
  'ر.ع': 'OMR',
  'ر.ق': 'QAR',
  'ر.ي': 'YER',
  'ش.ج': 'ILS',
  'ل.س': 'SYP',
  'ل.ل': 'LBP',
  'ج.م': 'EGP',
};

/**
 * ISO 4217 codes, current and a few pre-euro ones still seen on old pages.
 * Left out: codes that are everyday English words in capitals (ALL, TOP,
 * CUP, SOS, MAD, PEN, BOB), which would turn "ALL SALES FINAL" into leks.
 */
export const currencyCodes: readonly string[] = (
  'AED AFN AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BRL BSD BTN BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUC CVE CZK ' +
  'DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES ' +
  'KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD ' +
  'OMR PAB PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SRD SSP STN SVC SYP SZL THB TJS TMT TND TRY TTD ' +
  'TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL ' +
  'ATS BEF DEM ESP FIM FRF GRD IEP ITL LUF NLG PTE'
).split(' ');

function toNotations(table: Record<string, string | null>, kind: CurrencyNotation['kind'], sure: boolean): CurrencyNotation[] {
  return Object.entries(table).map(([text, code]) => ({ text, code, kind, sure }));
}

/** Every notation the parser knows. */
export const currencyNotations: readonly CurrencyNotation[] = [
  ...toNotations(dollarSigns, 'sign', true),
  ...toNotations(otherSigns, 'sign', true),
  { text: 'руб', code: 'RUB', kind: 'stem', sure: true },
  ...toNotations(sureWords, 'word', true),
  ...toNotations(otherWords, 'word', false),
  ...currencyCodes.filter((code) => !(code in sureWords)).map((code): CurrencyNotation => ({ text: code, code, kind: 'word', sure: false })),
];

/** Codes of dollar currencies (`SGD`, `NZD`): written before or after a `$`, the code says which dollar it is. */
export const dollarCurrencyCodes: readonly string[] = currencyCodes.filter((code) => code.endsWith('D'));
