// The header's cashier notice as a module of its own, so CashierNotices can load it lazily by name: a dynamic import
// of the whole '@wl/ui' barrel would make every ui module one chunk's exports and pull shared code into the first
// paint.
export { CashierNotice as default } from '@wl/ui';
