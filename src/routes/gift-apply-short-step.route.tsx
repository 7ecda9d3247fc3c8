// The later pages of the short address (/gift/{id}/apply/step2 …): the same page as its first.
export { Component, loader } from './gift-apply.route';
