// SPDX-License-Identifier: MIT
#include "cli/trace_html.hpp"

#include "queens_hint/viewer_assets.hpp"

namespace qh::cli {
namespace {

std::string html_escaped(std::string_view text) {
  std::string out;
  for (const char ch : text) {
    switch (ch) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += ch;
    }
  }
  return out;
}

// JSON inside a <script> element: '<' only occurs inside strings, where
// \u003c means the same, so no "</script>" or "<!--" can end the element.
std::string script_safe(std::string_view json) {
  std::string out;
  out.reserve(json.size());
  for (const char ch : json) {
    if (ch == '<')
      out += "\\u003c";
    else
      out += ch;
  }
  return out;
}

}  // namespace

std::string trace_html(std::string_view trace_json, std::string_view title) {
  std::string out;
  out.reserve(trace_json.size() + web::kViewerJs.size() + web::kViewerCss.size() + 1024);
  out += "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  out += "<title>" + html_escaped(title) + "</title>\n<style>\n";
  out += web::kViewerCss;
  out += "body { font-family: system-ui, sans-serif; margin: 1rem; }\n</style>\n</head>\n<body>\n";
  out += "<h1 class=\"qh-title\">" + html_escaped(title) + "</h1>\n";
  out += "<main id=\"qh-viewer\"></main>\n";
  out += "<script type=\"application/json\" id=\"qh-trace\">";
  out += script_safe(trace_json);
  out += "</script>\n<script>\n";
  out += web::kViewerJs;
  out +=
      "\nQHViewer.standalone(document.getElementById('qh-viewer'), "
      "JSON.parse(document.getElementById('qh-trace').textContent));\n</script>\n";
  out += "</body>\n</html>\n";
  return out;
}

}  // namespace qh::cli
