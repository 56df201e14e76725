#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The man page and the bash completion say what `queens-hint --help` says.

    check_cli_docs.py QUEENS_HINT MAN_PAGE COMPLETION

Reads the commands and options from the program's own help (top level and
every command), and compares them, command by command, with the man page
(GLOBAL OPTIONS, and one .SS per command under COMMANDS) and with the
completion script (one `name) opts="..."` line per command). Also checks the
version in the man page's title line. Exit 0 when all agree, else 1 with
one line per difference.
"""
import re
import subprocess
import sys

OPTION = re.compile(r"^\s+(-[^\s]+)")


def run_help(program, *args):
    out = subprocess.run([program, *args, "--help"], capture_output=True, text=True, check=True)
    return out.stdout


def help_sections(text):
    """Section title ("Options", "Subcommands", ...) -> its indented lines."""
    sections, current = {}, None
    for line in text.splitlines():
        if re.match(r"^[A-Z][a-z]+:$", line):
            current = line[:-1]
            sections[current] = []
        elif current and line.startswith("  "):
            sections[current].append(line)
        elif not line.strip():
            current = None
    return sections


def help_options(text):
    names = set()
    for line in help_sections(text).get("Options", []):
        m = OPTION.match(line)
        if m:
            names.update(m.group(1).split(","))
    return names


def man_sections(path):
    """'GLOBAL OPTIONS' and each command -> the option names the man page lists."""
    text = open(path, encoding="utf-8").read()
    out, section, sub = {}, None, None
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith(".SH "):
            section, sub = line[4:].strip().strip('"'), None
            if section == "GLOBAL OPTIONS":
                out[section] = set()
        elif line.startswith(".SS ") and section == "COMMANDS":
            sub = line[4:].strip()
            out[sub] = set()
        elif line == ".TP" and i + 1 < len(lines):
            key = sub if section == "COMMANDS" else section
            if key in out:
                tag = lines[i + 1].replace("\\-", "-")
                tag = re.sub(r"\\f[BIRP]", "", tag)
                tag = tag.removeprefix(".B ")
                for word in re.findall(r"(?:^|[\s,])(-{1,2}[A-Za-z][\w-]*)", tag):
                    out[key].add(word)
    return text, out


def completion_lists(path):
    text = open(path, encoding="utf-8").read()
    lists = {m.group(1): set(m.group(2).split())
             for m in re.finditer(r"^\s*(\w+)\) opts=\"([^\"]*)\"", text, re.M)}
    m = re.search(r'local commands="([^"]*)"', text)
    commands = set(m.group(1).split()) if m else set()
    m = re.search(r'local globals="([^"]*)"', text)
    globals_ = set(m.group(1).split()) if m else set()
    return commands, globals_, lists


def main():
    program, man_page, completion = sys.argv[1:4]
    problems = []

    def compare(what, want, have):
        for name in sorted(want - have):
            problems.append(f"{what}: {name} is in --help but missing")
        for name in sorted(have - want):
            problems.append(f"{what}: {name} is not in --help")

    top = run_help(program)
    commands = {line.split()[0] for line in help_sections(top).get("Subcommands", [])}
    global_options = help_options(top)
    per_command = {c: help_options(run_help(program, c)) for c in sorted(commands)}

    man_text, man = man_sections(man_page)
    compare("man page commands", commands, set(man) - {"GLOBAL OPTIONS"})
    compare("man page global options", global_options, man.get("GLOBAL OPTIONS", set()))
    for c, options in per_command.items():
        # -h/--help is described once, among the global options.
        compare(f"man page, command {c}", options - {"-h", "--help"}, man.get(c, set()))

    version = subprocess.run([program, "--version"], capture_output=True, text=True,
                             check=True).stdout.split()[-1]
    title = next((l for l in man_text.splitlines() if l.startswith(".TH ")), "")
    if f'"queens-hint {version}"' not in title:
        problems.append(f"man page title line does not carry version {version}: {title}")

    comp_commands, comp_globals, comp = completion_lists(completion)
    compare("completion commands", commands, comp_commands)
    compare("completion global options", global_options, comp_globals)
    compare("completion command list", commands, set(comp))
    for c, options in per_command.items():
        compare(f"completion, command {c}", options, comp.get(c, set()))

    for p in problems:
        print(p)
    print(f"checked {len(commands)} commands against the man page and the completion: "
          f"{'OK' if not problems else f'{len(problems)} differences'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
