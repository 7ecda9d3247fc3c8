// The claim's later pages (/step2, /step3, /step4, /done): the same page as its first.
export { Component, loader } from './gift-apply.route';
