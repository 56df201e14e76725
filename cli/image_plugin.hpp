// SPDX-License-Identifier: MIT
// Screenshots as boards: the image reader is a plugin (image/plugin.cpp),
// loaded only when a command is handed an image.
#pragma once

#include <string>

#include "image/image_reader.hpp"

namespace qh::cli {

// Reads a board (and marks) from a PNG/JPEG screenshot through the image
// plugin. Throws InputError: the reader's one-line refusals, or that the
// plugin is not installed.
image::ImportedBoard read_screenshot(const std::string& path);

}  // namespace qh::cli
