// A parsed message text, e.g. 'You have {0 plural one{# item} other{# items}}.'

/** An argument by position (`{0}`) or by name (`{name}`). */
export type ArgRef = number | string;

export type ChoiceType = 'plural' | 'selectordinal' | 'select';

export interface Choice {
  readonly kind: 'choice';
  readonly arg: ArgRef;
  readonly type: ChoiceType;
  /** `offset:1`: plural categories and `#` count from the value minus the offset. */
  readonly offset: number;
  /** Keys are categories (`one`, `other`), exact values (`=0`) or select words. */
  readonly cases: ReadonlyMap<string, Message>;
}

/** `{0 money style:short}`, `{0;1 datetime-interval}`: a template formatter applied to arguments. */
export interface Formatted {
  readonly kind: 'format';
  readonly args: readonly ArgRef[];
  readonly formatter: string;
  readonly options: readonly string[];
}

export type MessagePart =
  | string
  | { readonly kind: 'arg'; readonly arg: ArgRef }
  /** `#` inside a plural: the number being counted. */
  | { readonly kind: 'count' }
  | Choice
  | Formatted;

export type Message = readonly MessagePart[];
