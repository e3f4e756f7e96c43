// One component per chunk: a dynamic import of the @wl/ui barrel would bundle all of it.
export { MessageBadge as default } from '@wl/ui';
