// Shipping addresses by country (spec section 3 "Address fields"): which
// fields a country's addresses use and what its region is called (state,
// province, county or region). Postal codes follow the shared postal-code
// rules. Kept free of zod: the checkout form and the Worker read the same table.
// Labels are the catalogue's, in the language of the table given.
import { REQUIRED } from '../forms/form-rules';
import { en, type MessageKey, type Messages } from '../messages/catalogue';
import { postalCodeRule } from './postal-codes';

export type RegionType = 'state' | 'province' | 'county' | 'region';

/** A region a country lists by code, e.g. ['NY', 'New York']. */
export type RegionOption = readonly [code: string, name: string];

export interface AddressLayout {
  readonly name: string;
  /** The country's region field; absent when its addresses have none. */
  readonly region?: { readonly type: RegionType; readonly required: boolean; readonly options?: readonly RegionOption[] };
  /** Singapore's addresses name no city. */
  readonly city: boolean;
  /** Hong Kong's addresses have no postal code. */
  readonly postcode: boolean;
}

/** A shipping address as the checkout collects it; `region` is a code where the country lists them. */
export interface ShippingAddress {
  country: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postcode: string;
}

export type AddressField = keyof ShippingAddress;

/** The catalogue keys of the region field's label by region type. */
const REGION_LABELS: Readonly<Record<RegionType, MessageKey>> = {
  state: 'STATE_LABEL',
  province: 'PROVINCE_LABEL',
  county: 'COUNTY_LABEL',
  region: 'REGION_LABEL',
};

/** The prompt of a region list: 'Choose a state'. */
const PROMPTS: Readonly<Record<RegionType, MessageKey>> = {
  state: 'CHOOSE_STATE',
  province: 'CHOOSE_PROVINCE',
  county: 'CHOOSE_COUNTY',
  region: 'CHOOSE_REGION',
};

const US_STATES: readonly RegionOption[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
  ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
  ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

const CA_PROVINCES: readonly RegionOption[] = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NT', 'Northwest Territories'], ['NS', 'Nova Scotia'], ['NU', 'Nunavut'],
  ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
];

const AU_STATES: readonly RegionOption[] = [
  ['ACT', 'Australian Capital Territory'], ['NSW', 'New South Wales'], ['NT', 'Northern Territory'], ['QLD', 'Queensland'],
  ['SA', 'South Australia'], ['TAS', 'Tasmania'], ['VIC', 'Victoria'], ['WA', 'Western Australia'],
];

const plain = (name: string): AddressLayout => ({ name, city: true, postcode: true });
const withRegion = (name: string, type: RegionType, required: boolean, options?: readonly RegionOption[]): AddressLayout => ({
  ...plain(name),
  region: { type, required, options },
});

/** The countries the checkout can address, by ISO 3166 code, in the order the country list shows them. */
export const ADDRESS_COUNTRIES: Readonly<Record<string, AddressLayout>> = {
  US: withRegion('United States', 'state', true, US_STATES),
  CA: withRegion('Canada', 'province', true, CA_PROVINCES),
  GB: withRegion('United Kingdom', 'county', false),
  IE: withRegion('Ireland', 'county', true),
  AU: withRegion('Australia', 'state', true, AU_STATES),
  NZ: withRegion('New Zealand', 'region', false),
  AT: plain('Austria'),
  BE: plain('Belgium'),
  BR: withRegion('Brazil', 'state', true),
  CZ: plain('Czechia'),
  DK: plain('Denmark'),
  FI: plain('Finland'),
  FR: plain('France'),
  DE: plain('Germany'),
  HK: { name: 'Hong Kong', region: { type: 'region', required: true }, city: true, postcode: false },
  IN: withRegion('India', 'state', true),
  IT: withRegion('Italy', 'province', true),
  JP: withRegion('Japan', 'region', true),
  MX: withRegion('Mexico', 'state', true),
  NL: plain('Netherlands'),
  NO: plain('Norway'),
  PL: plain('Poland'),
  PT: plain('Portugal'),
  SG: { name: 'Singapore', city: false, postcode: true },
  ZA: withRegion('South Africa', 'province', false),
  ES: withRegion('Spain', 'province', true),
  SE: plain('Sweden'),
  CH: plain('Switzerland'),
};

export function addressLayout(country: string): AddressLayout | undefined {
  return Object.hasOwn(ADDRESS_COUNTRIES, country) ? ADDRESS_COUNTRIES[country] : undefined;
}

/** The label of a country's region field, e.g. 'State' or 'Province'. */
export function regionLabel(layout: AddressLayout, messages: Messages): string {
  return messages[REGION_LABELS[layout.region?.type ?? 'region']];
}

/** What a country's region list shows before a choice: 'Choose a state'. */
export function regionPrompt(layout: AddressLayout, messages: Messages): string {
  return messages[PROMPTS[layout.region?.type ?? 'region']];
}

/** A country's name in the site's language (BCP 47); English sites read the table's own names. */
export function countryName(code: string, language: string): string {
  const listed = addressLayout(code)?.name ?? code;
  if (/^en\b/i.test(language)) return listed;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? listed;
  } catch {
    return listed;
  }
}

/** The name a region shows with: its listed name, else what the visitor typed. */
export function regionName(address: Pick<ShippingAddress, 'country' | 'region'>): string {
  const options = addressLayout(address.country)?.region?.options;
  return options?.find(([code]) => code === address.region)?.[1] ?? address.region;
}

/**
 * What is missing or wrong in an address a parcel goes to, field by field,
 * with the visitor's words; empty when the address can be shipped to. Values
 * are already trimmed. The postal code is the country's whole code.
 */
export function addressProblems(address: ShippingAddress): Partial<Record<AddressField, string>> {
  const layout = addressLayout(address.country);
  if (!layout) return { country: REQUIRED };
  const problems: Partial<Record<AddressField, string>> = {};
  if (address.line1 === '') problems.line1 = REQUIRED;
  if (layout.city && address.city === '') problems.city = REQUIRED;
  const region = regionProblem(layout, address.region);
  if (region) problems.region = region;
  if (layout.postcode) {
    const problem = address.postcode === '' ? REQUIRED : postalCodeRule(address.country, en, 'address').check(address.postcode);
    if (problem) problems.postcode = problem;
  }
  return problems;
}

/** Why a region does not do for the country's layout: a required one missing, or one the country does not list. */
export function regionProblem(layout: AddressLayout, region: string): string | null {
  const field = layout.region;
  if (field?.required && region === '') return REQUIRED;
  if (field?.options && region !== '' && !field.options.some(([code]) => code === region)) return REQUIRED;
  return null;
}

/** The address as it is stored: its postal code written the country's way ('h2x1y4' → 'H2X 1Y4'). */
export function normalisedAddress(address: ShippingAddress): ShippingAddress {
  if (address.postcode === '') return address;
  return { ...address, postcode: postalCodeRule(address.country, en, 'address').normalise(address.postcode) };
}
