// SPDX-License-Identifier: MIT
// The npm package's entry: the engine (queens-hint.mjs, WebAssembly inlined)
// instantiated once, and its API as a frozen object without emscripten's
// internals. `import qh from 'queens-hint'; qh.hint(boardText)`.
import createQueensHint from './queens-hint.mjs';

const engine = await createQueensHint();
const api = engine.api;

export default api;
export const {
  version, parseBoard, parseBoardList, hint, hintAtLevel, trace, grade, solve, check, generate, rules, InputError,
} = api;
