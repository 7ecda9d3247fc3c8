// SPEC §2 also names the gift apply page /gift/{id}/apply: the same page as the long address.
export { Component, loader } from './gift-apply.route';
