import { assign, fromPromise, setup } from 'xstate';
import { UPLOAD_MAX_IMAGES, UPLOAD_TEXT_MAX_CHARS, uploadTextLength } from '@wl/rules';
import { errorMessage } from '../errors';
import { eventOf, noProblems, shownProblems } from '../form';
import { actorNotProvided } from '../notProvided';

/** Translation key shown when a send fails without the server's message. */
export const UPLOAD_FORM_FAILED_KEY = 'rewards:feedback.failed';

/** A feedback or an activity application as sent: the text and the attached images (checked when attached). */
export interface UploadFormRequest {
  text: string;
  images: readonly Blob[];
  /** What an application is for (the activity's id); none for a feedback. */
  subject?: number;
}

export type UploadFormProblems = {
  text?: { kind: 'missing' } | { kind: 'tooLong'; over: number };
  images?: { kind: 'tooMany' };
};

export interface UploadFormInput {
  /** The feedback needs a text; an application's remark may be empty. */
  textRequired: boolean;
}

export interface UploadFormContext {
  textRequired: boolean;
  problems: UploadFormProblems;
  error: string | null;
  /** Whether the last send went through. */
  outcome: 'sent' | null;
}

export type UploadFormEvent =
  ({ type: 'user.submit' } & UploadFormRequest) | { type: 'field.change'; field: 'text' } | { type: 'user.dismiss' };

/** The problems of a send (spec §5): a text (when required) of at most 140 characters, at most 3 images. */
export function uploadFormProblems(textRequired: boolean, request: UploadFormRequest): UploadFormProblems {
  const problems: UploadFormProblems = {};
  const over = uploadTextLength(request.text) - UPLOAD_TEXT_MAX_CHARS;
  if (textRequired && !/\S/.test(request.text)) problems.text = { kind: 'missing' };
  else if (over > 0) problems.text = { kind: 'tooLong', over };
  if (request.images.length > UPLOAD_MAX_IMAGES) problems.images = { kind: 'tooMany' };
  return problems;
}

/**
 * Sending a feedback or an activity application: the send goes only without problems; a failure keeps its message
 * (the server's or the fallback key) and the site keeps what was typed and attached, so a second submit retries.
 */
export const uploadFormMachine = setup({
  types: {
    context: {} as UploadFormContext,
    events: {} as UploadFormEvent,
    input: {} as UploadFormInput,
  },
  actors: {
    /** The site calls `PUT /wps/feedback` or `PUT MCSFE_applyPromotion`. */
    send: fromPromise<unknown, UploadFormRequest>(actorNotProvided('send')),
  },
  guards: {
    isValid: ({ context, event }) =>
      event.type === 'user.submit' && noProblems(uploadFormProblems(context.textRequired, event)),
  },
}).createMachine({
  id: 'uploadForm',
  context: ({ input }) => ({ textRequired: input.textRequired, problems: {}, error: null, outcome: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: assign({ problems: {}, outcome: null }) },
        'user.dismiss': { actions: assign({ error: null, outcome: null }) },
        'user.submit': [
          { guard: 'isValid', target: 'sending', actions: assign({ problems: {}, error: null, outcome: null }) },
          {
            actions: assign(({ context, event }) =>
              shownProblems(uploadFormProblems(context.textRequired, eventOf(event, 'user.submit'))),
            ),
          },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ event }) => {
          const { type: _type, ...request } = eventOf(event, 'user.submit');
          return request;
        },
        onDone: { target: 'editing', actions: assign({ outcome: 'sent' as const }) },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorMessage(event.error, UPLOAD_FORM_FAILED_KEY) }),
        },
      },
    },
  },
});

export type UploadFormMachine = typeof uploadFormMachine;
