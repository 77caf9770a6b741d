// css-tree's tokenizer and utils entry points, typed from @types/css-tree (which types only the
// package's main entry). The sanitiser imports these alone: the main entry loads mdn-data's JSON
// through createRequire, which the bundled server would then need installed.
declare module 'css-tree/tokenizer' {
  export { tokenize, tokenTypes } from 'css-tree';
}
declare module 'css-tree/utils' {
  export { string, url } from 'css-tree';
}
