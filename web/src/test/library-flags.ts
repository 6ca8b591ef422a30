import type { LibraryActionFlags } from '@tessera/shared';

/** A library row the caller may do nothing with (shared's LibraryActionFlags all off), to switch on flag by flag. */
export const NO_LIBRARY_ACTIONS: LibraryActionFlags = {
  can_edit: false,
  can_publish: false,
  can_unpublish: false,
  can_move: false,
  can_transfer: false,
  can_accept: false,
  can_reject: false,
  can_delete: false,
  can_copy: false,
};
