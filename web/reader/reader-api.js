// SPDX-License-Identifier: MIT
// The reader module's JS API (docs/web.md), appended to the emscripten module
// (--post-js): `const reader = await createQueensHintReader();
// reader.read(imageData, 'screenshot.png')` with an ImageData (or any
// {data, width, height} of RGBA bytes) gives `queens-hint import --json`'s
// document as an object; bad input throws an Error with the CLI's one-line
// message. (No destructuring: emscripten 3.1's minifier mangles it.)
(function (mod) {
  'use strict';

  mod.read = function (image, source) {
    const name = source || 'screenshot';
    const width = image.width | 0;
    const height = image.height | 0;
    const data = image.data;
    if (!data || data.length !== width * height * 4)
      throw new Error(name + ': expected ' + width + 'x' + height + ' RGBA pixels');
    const address = _malloc(Math.max(1, data.length));
    if (!address) throw new Error(name + ': not enough memory for ' + width + 'x' + height + ' pixels');
    let reply;
    try {
      HEAPU8.set(data, address);
      reply = mod.readPixels(address, width, height, name);
    } finally {
      _free(address);
    }
    if (!reply.ok) throw new Error(reply.text);
    return JSON.parse(reply.text);
  };
})(Module);
