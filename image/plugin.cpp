// SPDX-License-Identifier: MIT
// The image reader as a plugin: the CLI loads this module (dlopen) only when
// it is handed a screenshot, so the dozens of shared libraries OpenCV brings
// are not loaded, relocated and initialised by every other command.
//
// One C entry point; errors come back as text, never as an exception across
// the module boundary.
#include <exception>
#include <string>

#include "engine/io/input_error.hpp"
#include "image/image_reader.hpp"

extern "C" __attribute__((visibility("default"))) int qh_image_read_board_file(
    const char* path, qh::image::ImportedBoard* out, std::string* error) {
  try {
    *out = qh::image::read_board_image_file(path);
    return 0;
  } catch (const qh::InputError& e) {
    *error = e.what();
    return 2;
  } catch (const std::exception& e) {
    *error = std::string(path) + ": " + e.what();
    return 3;
  }
}
