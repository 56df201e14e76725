// SPDX-License-Identifier: MIT
// `queens-hint import --json`'s document (docs/import.md), shared by the CLI
// and the page's screenshot reader (web/reader/), so that both print the same
// reading the same way.
#pragma once

#include <string>
#include <vector>

#include "image/image_reader.hpp"

namespace qh::cli {

// The marks read, one string per row: '.', 'x', 'Q', and '?' for a cell whose
// mark could not be read (JSON only: position files have no such cell).
// `spaced` puts a blank between cells, as position files have them.
std::vector<std::string> position_rows(const image::ImportedBoard& read, int n, bool spaced);

// The JSON document (format "queens-hint/import", version 1), indented.
std::string import_json(const std::string& source, const image::ImportedBoard& read);

}  // namespace qh::cli
