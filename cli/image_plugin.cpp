// SPDX-License-Identifier: MIT
#include "cli/image_plugin.hpp"

#include <dlfcn.h>
#include <malloc.h>
#include <unistd.h>

#include <memory>

#include "engine/io/input_error.hpp"

namespace qh::cli {

namespace {

constexpr const char* kPluginFile = "libqueens_image_plugin.so";

using ReadBoardFile = int (*)(const char*, image::ImportedBoard*, std::string*);

struct DlClose {
  void operator()(void* handle) const { ::dlclose(handle); }
};
using Module = std::unique_ptr<void, DlClose>;

// Next to the program first (the build tree), then the installed place
// relative to the program (bin/../lib/queens_hint), wherever the installed
// tree has been put.
Module open_plugin(std::string& tried) {
  std::string self(4096, '\0');
  const ssize_t length = ::readlink("/proc/self/exe", self.data(), self.size() - 1);
  std::string dirs[2];
  if (length > 0) {
    self.resize(static_cast<std::size_t>(length));
    dirs[0] = self.substr(0, self.find_last_of('/'));
    dirs[1] = dirs[0] + "/" + QH_IMAGE_PLUGIN_RELATIVE_DIR;
  }
  for (const std::string& dir : dirs) {
    if (dir.empty()) continue;
    const std::string file = dir + "/" + kPluginFile;
    tried += (tried.empty() ? "" : ", ") + file;
    // NODELETE: OpenCV stays loaded for the next image of a batch.
    if (void* handle = ::dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE))
      return Module(handle);
  }
  return nullptr;
}

}  // namespace

image::ImportedBoard read_screenshot(const std::string& path) {
#ifdef M_MMAP_THRESHOLD
  // The reader allocates and frees image buffers of 1-30 MB one after the
  // other. glibc would map each from the kernel and unmap it when freed, so
  // every buffer's pages fault in afresh: keep them in the heap for reuse
  // (a quarter of the CPU of reading a phone screenshot; docs/import.md).
  ::mallopt(M_MMAP_THRESHOLD, 32 << 20);
  ::mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
  std::string tried;
  const Module plugin = open_plugin(tried);
  if (!plugin)
    throw InputError(path, 0,
                     "reading screenshots needs the image plugin, not found (looked for " + tried +
                         "): " + ::dlerror());
  const auto read =
      reinterpret_cast<ReadBoardFile>(::dlsym(plugin.get(), "qh_image_read_board_file"));
  if (read == nullptr)
    throw InputError(path, 0, std::string("the image plugin is broken: ") + ::dlerror());
  image::ImportedBoard board;
  std::string error;
  if (read(path.c_str(), &board, &error) != 0) {
    // The reader's message is "<path>: <problem>"; rebuild it as that error.
    const std::string prefix = path + ": ";
    throw InputError(path, 0, error.rfind(prefix, 0) == 0 ? error.substr(prefix.size()) : error);
  }
  return board;
}

}  // namespace qh::cli
