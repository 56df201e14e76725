// SPDX-License-Identifier: MIT
#include "engine/reasoning/player_words.hpp"

#include <array>

namespace qh {

namespace {

// With K >= 2 stars the ladder reads "queen" as "star" (for_stars).
constexpr std::array kWords{
    PlayerWords{"queen-adjacent-kill", "A queen rules out every cell it attacks",
                "A queen's row, column and region hold no other queen, and no queen touches it, "
                "not even diagonally."},
    PlayerWords{"single-cell-region", "Last open cells of a region",
                "A region with as many open cells left as queens it still needs has its queens "
                "there."},
    PlayerWords{"single-cell-line", "Last open cells of a row or column",
                "A row or column with as many open cells left as queens it still needs has its "
                "queens there."},
    PlayerWords{"region-confined-to-line", "Region confined to one row or column",
                "When all open cells of a region lie in one row (or column), that row's queen "
                "belongs to the region: the rest of the row is out."},
    PlayerWords{"cross-lock", "A region owns a whole row and a whole column",
                "When a row and a column can only take their queens from the same region, that "
                "region's queen is where they cross."},
    PlayerWords{"line-confined-to-region", "Row or column confined to one region",
                "When all open cells of a row (or column) lie in one region, the region's queen "
                "is in that row: the rest of the region is out."},
    PlayerWords{"pair-attack", "Cells that would rule out both options",
                "When a row, column or region has two places left for its queen, a cell whose "
                "queen would rule out both places is out."},
    PlayerWords{"adjacency-blocks-region", "A queen here would leave no room",
                "A cell whose queen would rule out every open cell of a region, row or column is "
                "out."},
    PlayerWords{"two-by-two-tiling", "2x2 blocks cover a row, column or region",
                "A 2x2 block holds at most one queen: a row, column or region whose open cells "
                "fit in as many 2x2 blocks as queens it needs has one queen in each block."},
    PlayerWords{"one-by-n", "Stretches that must hold queens",
                "When some rows, columns or regions must put queens in one line (or region), "
                "they use up what it can hold: its other cells are out."},
    PlayerWords{"n-regions-in-n-rows", "Regions that fill the same rows",
                "When some regions (say two) have all their open cells in as many rows, those "
                "rows' queens all belong to them: the rest of those rows is out. It works the "
                "other way round too."},
    PlayerWords{"n-regions-in-n-columns", "Regions that fill the same columns",
                "When some regions (say two) have all their open cells in as many columns, those "
                "columns' queens all belong to them: the rest of those columns is out. It works "
                "the other way round too."},
    PlayerWords{"fish", "Rows that share the same few columns",
                "When some rows (say two) have all their open cells in as many columns, those "
                "columns' queens are all in these rows: the rest of those columns is out. It "
                "works with rows and columns swapped too."},
    PlayerWords{"diagonal-count", "Rows that share the same few diagonals",
                "A diagonal holds at most one queen: when some rows need as many queens as the "
                "diagonals they can use, those diagonals are used up and their other squares "
                "are out."},
    PlayerWords{"segment-count", "As many queens to place as open stretches",
                "A stretch between walls holds at most one queen: count the stretches that can "
                "still take one against the queens still to place."},
    PlayerWords{"squeeze", "Squeeze on two neighbouring rows or columns",
                "Two neighbouring rows (or columns) whose open cells fit in as many 2x2 blocks "
                "as queens they still need have one queen in each block."},
    PlayerWords{"band-tiling", "2x2 blocks across three or four rows",
                "Three or four neighbouring rows (or columns) whose open cells fit in as many "
                "2x2 blocks as queens they still need have one queen in each block."},
    PlayerWords{"finned-n-in-n", "Almost-filled rows, with a few stray cells",
                "Some regions would fill as many rows (or columns) but for a few stray cells: "
                "either a stray cell takes a queen or those rows are used up, so a cell of those "
                "rows that would rule out every stray cell is out."},
    PlayerWords{"composite-regions", "What a group of rows leaves over",
                "Some neighbouring rows (or columns) hold a known number of queens; the regions "
                "lying wholly inside them take theirs, and the group's other cells hold the "
                "rest."},
    PlayerWords{"strong-link-chain", "Either-or chain",
                "Follow a chain of rows, columns or regions that each have two places left for "
                "their queen, each place ruling out the next: a cell that would rule out both "
                "ends of the chain is out."},
    PlayerWords{"set-differential", "Regions against rows: the difference",
                "Count the queens of the regions that meet some rows against the queens those "
                "rows hold: the regions' cells outside the rows must hold the difference."},
    PlayerWords{"n-rooks", "Empty 2x2 blocks stand like rooks",
                "On these boards exactly one aligned 2x2 block in each pair of rows and in each "
                "pair of columns stays empty, like rooks that never attack each other."},
    PlayerWords{"exclusion-pigeonhole", "A queen here breaks a count",
                "A cell is out when its queen would leave some rows, columns or regions with "
                "fewer places to take queens from than the queens they need."},
    PlayerWords{"pressured-exclusion", "A queen here would squeeze two rows or columns",
                "A cell is out when its queen would leave two neighbouring rows (or columns) "
                "with fewer 2x2 blocks than the queens they still need."},
    PlayerWords{"clique-cover", "Two neighbouring rows covered by two groups",
                "When the open cells of two neighbouring rows (or columns) fit in two groups "
                "that can each hold only one queen (a 2x2 block, a crossing line, a region), "
                "each group's queen is in those rows: the rest of each group is out."},
    PlayerWords{"band-exclusion", "A queen here would squeeze what some rows leave over",
                "Some neighbouring rows (or columns) need a known number of queens, and the "
                "regions lying wholly inside them take theirs: a cell is out when its queen would "
                "leave the rows' other cells too little room for the rest."},
    PlayerWords{"band-region-bounds", "How much each region gives some rows",
                "Some neighbouring rows (or columns) need a known number of queens, and only the "
                "regions crossing them can give them: when the others can give at most (or must "
                "give at least) so many, a region's cells inside or outside those rows hold a "
                "known least number, or none."},
    PlayerWords{"band-share-exclusion", "A queen here would upset what the regions give some rows",
                "Some neighbouring rows (or columns) need a known number of queens, all from the "
                "regions crossing them, and each region can give them only so many: a cell is out "
                "when its queen would leave those regions unable to give exactly what is needed."},
    PlayerWords{"region-pair-completions", "Every way to complete two regions",
                "List every way two neighbouring regions can take their missing queens "
                "together: what they all agree on holds."},
    PlayerWords{"short-probe", "One round of forced moves rules out a queen",
                "Suppose a queen on a cell and make every move it forces at once: if a row, "
                "column or region is left with no open cell, the cell is out."},
    PlayerWords{"probe-k", "A few rounds of forced moves rule out a queen",
                "Suppose a queen on a cell and follow the moves it forces for two or three "
                "rounds: if a row, column or region runs out of open cells, the cell is out."},
    PlayerWords{"both-branches", "Every option of a short row, column or region agrees",
                "Try each open cell of a row, column or region with two or three left and follow "
                "the rules: what every option agrees on is true."},
    PlayerWords{"swap-pattern", "Queens that could swap places",
                "A puzzle with one solution never lets two queens trade places with two others: "
                "a cell that would allow such a swap is out."},
    PlayerWords{"placement-forces-contradiction", "A queen here leads to a contradiction",
                "Suppose a queen on a cell and follow the rules: if a row, column or region runs "
                "out of room, the cell is out."},
    PlayerWords{"house-branches", "Every way of filling a row or column agrees",
                "Try each open square of a short row or column and follow the rules: what every "
                "possibility agrees on is true."},
    PlayerWords{"house-ways", "Every way of filling a row, column or region agrees",
                "List the few ways a row, column or region can take the queens it still needs "
                "and follow the rules from each: what every way that works agrees on is true."},
    PlayerWords{"nested-trial", "A star here fails, even testing stars inside",
                "Suppose a star on a cell, follow the rules, and inside that position test "
                "single stars the same way: if a row, column or region runs out of room, the "
                "cell is out."},
    PlayerWords{"backtracking", "Search",
                "No technique applies here: trying each option of the tightest row, column or "
                "region finds the next queen."},
};

}  // namespace

const PlayerWords* player_words(std::string_view id) {
  for (const PlayerWords& w : kWords)
    if (w.id == id) return &w;
  return nullptr;
}

}  // namespace qh
