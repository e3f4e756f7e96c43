export {
  ContactBinding,
  contactChannels,
  emptyContactBindingValues,
  type ContactBindingField,
  type ContactBindingProblem,
  type ContactBindingProps,
  type ContactBindingValues,
  type ContactChannel,
} from './ContactBinding';
