// SPDX-License-Identifier: MIT
// The screenshot reader for the page (web/paste.js): the same reader as
// `queens-hint import` (image/*.cpp), compiled to a WebAssembly module of its
// own (queens-hint-reader.js), loaded only when a screenshot arrives. The
// browser decodes the image; this takes its RGBA pixels from the module's
// heap and gives back the CLI's `import --json` document (cli/import_json),
// or the CLI's one-line error.
#include <emscripten/bind.h>

#include <cstdint>
#include <exception>
#include <span>
#include <string>

#include "cli/import_json.hpp"
#include "engine/io/input_error.hpp"
#include "image/image_reader.hpp"

namespace {

struct Reply {
  bool ok = false;
  std::string text;  // the document, or the error message
};

// `address`: `width` x `height` RGBA pixels the caller copied into the heap.
Reply read_pixels(std::uintptr_t address, int width, int height, const std::string& source) {
  try {
    const long long bytes = width > 0 && height > 0 ? 4LL * width * height : 0;
    const std::span<const unsigned char> rgba(reinterpret_cast<const unsigned char*>(address),
                                              static_cast<std::size_t>(bytes));
    const qh::image::ImportedBoard read = qh::image::read_board_pixels(rgba, width, height, source);
    return Reply{.ok = true, .text = qh::cli::import_json(source, read)};
  } catch (const qh::InputError& e) {
    return Reply{.ok = false, .text = e.what()};
  } catch (const std::exception& e) {
    return Reply{.ok = false, .text = source + ": " + e.what()};
  }
}

}  // namespace

EMSCRIPTEN_BINDINGS(queens_hint_reader) {
  emscripten::value_object<Reply>("Reply").field("ok", &Reply::ok).field("text", &Reply::text);
  emscripten::function("readPixels", &read_pixels);
}
