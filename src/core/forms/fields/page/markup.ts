// Written by the field markup itself (its content, heading or page break): no control.
export { noControl as control } from '../markup-kit'
