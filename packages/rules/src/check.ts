// Checking one value against a server-supplied field rule (spec §5), and the message rules that go with it.
import { ANY_PATTERN, PATTERN_FAMILIES, type PatternId } from './patterns';

/** A field's rule as the registration settings send it (the contract's `RegisterFieldRule`). */
export interface FieldRule {
  required: boolean;
  /** In Unicode code points. */
  minLength: number;
  maxLength: number;
  /** A JavaScript RegExp source without flags; '*' accepts anything. */
  acceptedPattern: string;
  /** Names the message `reg_pattern_{patternId}`. */
  patternId: PatternId;
}

/** Why a value fails its rule; the caller turns it into text (translated on the site, English on the server). */
export type FieldProblem =
  { kind: 'missing' } | { kind: 'pattern'; patternId: PatternId; minLength: number; maxLength: number };

const compiled = new Map<string, RegExp | null>();

/** The rule's expression; null accepts anything ('*', or a source this browser cannot compile). */
function patternOf(source: string): RegExp | null {
  if (!compiled.has(source)) {
    let regex: RegExp | null = null;
    if (source !== ANY_PATTERN) {
      try {
        regex = new RegExp(source);
      } catch {
        // A broken expression from the server must not lock players out: the server checks again anyway.
        regex = null;
      }
    }
    compiled.set(source, regex);
  }
  return compiled.get(source)!;
}

/** Length in Unicode code points, as the contract's maxLength counts. */
export function codePointLength(value: string): number {
  return [...value].length;
}

/** null when the value satisfies the rule. An empty value is "missing" when required and fine otherwise. */
export function checkValue(rule: FieldRule, value: string): FieldProblem | null {
  if (value === '') return rule.required ? { kind: 'missing' } : null;
  const length = codePointLength(value);
  const fits =
    length >= rule.minLength && length <= rule.maxLength && (patternOf(rule.acceptedPattern)?.test(value) ?? true);
  return fits
    ? null
    : { kind: 'pattern', patternId: rule.patternId, minLength: rule.minLength, maxLength: rule.maxLength };
}

/**
 * Fills a message template's bounds (spec §5): '(min)' and '(max)' become the numbers, and '(min) - (max)' becomes the
 * one number when they are equal. Works on any language's template that keeps the placeholders.
 */
export function fillBounds(template: string, minLength: number, maxLength: number): string {
  const bounded = minLength === maxLength ? template.replace('(min) - (max)', String(minLength)) : template;
  return bounded.replace('(min)', String(minLength)).replace('(max)', String(maxLength));
}

/** The English text of a pattern family (the server's message), bounds filled. */
export function englishPatternMessage(patternId: PatternId, minLength: number, maxLength: number): string {
  const family = PATTERN_FAMILIES.find((candidate) => candidate.id === patternId);
  if (!family) throw new Error(`unknown pattern family ${patternId}`);
  return fillBounds(family.message, minLength, maxLength);
}

/** The source of a family's expression, as the settings send it in `acceptedPattern`. */
export function acceptedPatternOf(patternId: PatternId): string {
  const family = PATTERN_FAMILIES.find((candidate) => candidate.id === patternId);
  if (!family) throw new Error(`unknown pattern family ${patternId}`);
  return family.source;
}
