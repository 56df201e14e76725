// SPDX-License-Identifier: MIT
// Types of the queens-hint npm package (web/api.js). Documents follow the
// JSON contract (docs/json.md in the source tree); members the contract
// marks optional are undefined when absent.

/** [row, col], 0-based. */
export type Cell = [number, number];

/** A board: its text (letters, SBN, header lines) or {regions, stars}. */
export type Board = string | { regions: string[]; stars?: number; n?: number };

/** A position: text ('.', 'x', 'Q'), its queens' cells, or {queens, dead}. */
export type Position = string | Cell[] | { queens?: Cell[]; dead?: Cell[]; crossed?: Cell[] } | null | undefined;

export interface Options {
  /** Names the board in errors and grades. */
  source?: string;
  /** K, stars per house (default: as the board says, else 1). */
  stars?: number;
  /** Only these rule ids (catalogue order is kept). */
  rules?: string | string[];
  /** Only steps up to this tier, 1..5. */
  maxTier?: number;
  assumeUnique?: boolean;
}

export interface Document {
  readonly format: string;
  readonly version: number;
  /** The document's exact text, as the CLI prints it. */
  toJson(): string;
}

export interface Houses {
  readonly rows: readonly number[];
  readonly columns: readonly number[];
  readonly regions: readonly string[];
}

export interface Step {
  readonly rule: string;
  readonly title: string;
  readonly plain_title: string;
  readonly tier: number;
  readonly rating: number;
  readonly placed: readonly Cell[];
  readonly eliminated: readonly Cell[];
  readonly focus: readonly Cell[];
  readonly houses: Houses;
  readonly explanation: string;
}

export interface Shown {
  readonly level: number;
  /** The several-solutions warning, shown on its own; '' for a board with one solution. */
  readonly warning: string;
  readonly guess: string;
  readonly heading: string;
  readonly text: string;
  readonly cells: readonly Cell[];
}

export interface SeveralSolutions {
  /** The first cell where two solutions differ, or null when the search ran out first. */
  readonly differs_at: Cell | null;
  readonly solutions: readonly (readonly Cell[])[];
  /** The warning, as the explanation opens with it. */
  readonly text: string;
}

export interface Hint extends Document, Partial<Step> {
  readonly status: 'hint' | 'mistake' | 'solved' | 'stuck' | 'guess';
  readonly explanation: string;
  readonly stars: number;
  readonly board: { readonly n: number; readonly regions: readonly string[] };
  readonly position: { readonly queens: readonly Cell[]; readonly dead: readonly Cell[] };
  readonly mistake?: { readonly kind: string; readonly cell: Cell | null; readonly related: readonly Cell[] } & Record<string, unknown>;
  readonly ladder?: { readonly nudge: string; readonly technique: string; readonly reason: string; readonly move: string };
  readonly guesses?: readonly Cell[];
  /** The technique's name in a player's words (with a step). */
  readonly plain_title?: string;
  /** Only when the board has more than one solution (docs/json.md). */
  readonly several_solutions?: SeveralSolutions;
  /** The rung asked for with `level`. */
  readonly shown: Shown;
}

export interface GradeFields {
  readonly n: number;
  readonly solutions: number;
  readonly label: string;
  readonly score: number | null;
  readonly hardest_rule: string | null;
  readonly hardest_tier: number | null;
  readonly steps: number;
  readonly rules_used: Readonly<Record<string, number>>;
  readonly backtracking_steps: number;
}

export interface Trace extends Document {
  readonly stars: number;
  readonly board: { readonly n: number; readonly regions: readonly string[] };
  readonly start: { readonly queens: readonly Cell[]; readonly dead: readonly Cell[] };
  readonly steps: readonly Step[];
  readonly result: { readonly status: 'solved' | 'stuck' | 'contradiction'; readonly solution: readonly Cell[] | null; readonly backtracking_steps: number };
  readonly grade: GradeFields;
  readonly several_solutions?: SeveralSolutions;
}

/** One puzzle's grade; toJson() is the whole grades document (format queens-hint/grades). */
export interface Grade extends GradeFields {
  readonly file: string;
  readonly stars: number;
  toJson(): string;
}

export interface Solve extends Document {
  readonly stars: number;
  readonly solutions: number;
  readonly limit: number;
  readonly exact: boolean;
  readonly solution: readonly Cell[] | null;
  readonly value?: number;
  readonly value_exact?: boolean;
}

export interface Check extends Document {
  readonly valid: boolean;
  readonly problem: string | null;
}

export interface Rule {
  readonly id: string;
  readonly title: string;
  readonly tier: number;
  readonly summary: string;
  readonly reminder: string;
  readonly trial: boolean;
  readonly assumes_unique: boolean;
  readonly min_stars: number;
  readonly max_stars: number | null;
}

export interface GenerateOptions {
  size: number;
  stars?: number;
  grade?: string;
  score?: string | [number, number];
  require?: string | string[];
  count?: number;
  seed?: number | string;
  maxAttempts?: number;
  /** Region shapes: 'auto' (default), 'linkedin', 'community' or 'starbattle'. */
  style?: 'auto' | 'linkedin' | 'community' | 'starbattle';
  /** 'YYYY-MM-DD': the puzzle of that day and the `days - 1` after it (`generate --date`). */
  date?: string;
  days?: number;
  /** Moves of `generate --tighten` (0: none; negative throws InputError, source "tighten"). */
  tighten?: number;
}

export declare class InputError extends Error {
  /** A file's name, or the argument's ("position", "limit", "level"). */
  readonly source: string;
  /** 1-based; 0 when the problem is not on one line. */
  readonly line: number;
  readonly problem: string;
}

export interface QueensHint {
  version(): string;
  parseBoard(board: Board, opts?: Options): { readonly n: number; readonly regions: readonly string[]; readonly sbn: string | null; readonly stars: number } & Document;
  /** A list of SBN strings, one board a line (blank lines, '#' comments, CRLF allowed); each entry is a board for the other calls, its source 'SOURCE:LINE'. */
  parseBoardList(text: string, opts?: Options): readonly { readonly line: number; readonly source: string; readonly n: number; readonly regions: readonly string[]; readonly sbn: string; readonly stars: number }[] & Document;
  hint(board: Board, position?: Position, opts?: Options & { level?: 1 | 2 | 3 | 4 }): Hint;
  hintAtLevel(hint: Hint, level: 1 | 2 | 3 | 4): Shown;
  trace(board: Board, opts?: Options & { position?: Position; backtracking?: boolean }): Trace;
  grade(board: Board, opts?: Options): Grade;
  solve(board: Board, opts?: Options & { position?: Position; limit?: number }): Solve;
  check(board: Board, placement: Position, opts?: Options): Check;
  generate(opts: GenerateOptions): readonly Record<string, unknown>[] & Document;
  rules(): readonly Rule[];
  InputError: typeof InputError;
}

declare const api: QueensHint;
export default api;
export declare const version: QueensHint['version'];
export declare const parseBoard: QueensHint['parseBoard'];
export declare const parseBoardList: QueensHint['parseBoardList'];
export declare const hint: QueensHint['hint'];
export declare const hintAtLevel: QueensHint['hintAtLevel'];
export declare const trace: QueensHint['trace'];
export declare const grade: QueensHint['grade'];
export declare const solve: QueensHint['solve'];
export declare const check: QueensHint['check'];
export declare const generate: QueensHint['generate'];
export declare const rules: QueensHint['rules'];
