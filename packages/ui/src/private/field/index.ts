export {
  FieldFrame,
  FieldLabel,
  FieldMessages,
  controlProps,
  RequiredMark,
  describedBy,
  hasContent,
  useFieldIds,
} from './Field';
export type { FieldIds, FieldTextProps } from './Field';
export * as fieldStyles from './field.css';
