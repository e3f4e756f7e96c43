export { FieldLabel, FieldMessages, RequiredMark, describedBy, hasContent, useFieldIds } from './Field';
export type { FieldIds, FieldTextProps } from './Field';
export * as fieldStyles from './field.css';
