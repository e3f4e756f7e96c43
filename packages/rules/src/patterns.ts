// The pattern families of registration fields (spec §5). A field's rule names one family by `patternId`; the
// registration settings send its `source` as `acceptedPattern` ('*' means any) and the front end shows the
// translation `reg_pattern_{id}`. `message` is the server's English text (the sandbox answers with it); the site's
// translations live in the `register` namespace. Sources are JavaScript RegExp sources without flags.

export const PATTERN_FAMILIES = [
  {
    id: 'any',
    source: '*',
    message: 'Please enter (min) - (max) characters',
  },
  {
    id: 'letterFirstAlphanumeric',
    source: '^[A-Za-z][A-Za-z0-9]*$',
    message: 'Please enter (min) - (max) letters or digits, starting with a letter',
  },
  {
    id: 'chineseDigits',
    source: '^[\\u4E00-\\u9FA50-9]+$',
    message: 'Please enter (min) - (max) Chinese characters or digits',
  },
  {
    id: 'email',
    source: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
    message: 'Please enter an email address of (min) - (max) characters',
  },
  {
    id: 'alphanumeric',
    source: '^[A-Za-z0-9]+$',
    message: 'Please enter (min) - (max) letters or digits, without special characters',
  },
  {
    id: 'lettersAndDigits',
    source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    message: 'Please enter (min) - (max) characters combining letters and digits',
  },
  {
    id: 'digits',
    source: '^[0-9]+$',
    message: 'Please enter (min) - (max) digits',
  },
  {
    id: 'alphanumericUppercase',
    source: '^(?=.*[A-Z])[A-Za-z0-9]+$',
    message: 'Please enter (min) - (max) letters or digits with at least one uppercase letter',
  },
  {
    id: 'englishSpaces',
    source: '^[A-Za-z ]+$',
    message: 'Please enter (min) - (max) English letters or spaces',
  },
  {
    id: 'noSpaces',
    source: '^\\S+$',
    message: 'Please enter (min) - (max) characters without spaces',
  },
  {
    id: 'chinesePunctuation',
    source: '^[\\u4E00-\\u9FA5\\u3000-\\u303F\\uFF00-\\uFFEF\\u2010-\\u2027\\u00B7]+$',
    message: 'Please enter (min) - (max) Chinese characters or punctuation',
  },
  {
    id: 'date',
    source:
      '^(?:[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])-[0-9]{4})$',
    message: 'Please enter a date of (min) - (max) characters as yyyy-MM-dd or MM-dd-yyyy',
  },
  {
    id: 'lettersOneSpace',
    source: '^[A-Za-z]+(?: [A-Za-z]+)?$',
    message: 'Please enter (min) - (max) letters with at most one space between two words',
  },
  {
    id: 'korean',
    source: '^[\\uAC00-\\uD7A3]+$',
    message: 'Please enter (min) - (max) Korean characters',
  },
  {
    id: 'thai',
    source: '^[\\u0E00-\\u0E7F]+$',
    message: 'Please enter (min) - (max) Thai characters',
  },
  {
    id: 'thaiEnglishSpaces',
    source: '^[\\u0E00-\\u0E7FA-Za-z ]+$',
    message: 'Please enter (min) - (max) Thai or English letters or spaces',
  },
  {
    id: 'uppercaseSpaces',
    source: '^(?=.*[A-Z])[A-Z ]+$',
    message: 'Please enter (min) - (max) uppercase letters or spaces, with at least one letter',
  },
  {
    id: 'lettersDigitsSymbols',
    source: '^[\\x21-\\x7E]+$',
    message: 'Please enter (min) - (max) letters, digits or symbols',
  },
] as const;

export type PatternId = (typeof PATTERN_FAMILIES)[number]['id'];

/** The source that accepts any value (spec §5: pattern * means any). */
export const ANY_PATTERN = '*';

export const PATTERN_IDS = PATTERN_FAMILIES.map((family) => family.id) as readonly PatternId[];
