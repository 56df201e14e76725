// SPDX-License-Identifier: MIT
// SHA-256 of a byte string, as 64 lowercase hex digits (OpenSSL's libcrypto,
// Debian's libssl-dev).
#pragma once

#include <string>
#include <string_view>

namespace qh::lab {

std::string sha256_hex(std::string_view bytes);

}  // namespace qh::lab
