# SPDX-License-Identifier: MIT
# queens-lab check-orbital-tree: the exact check of a cube-orbital-bb
# refutation (docs/lab/certificates.md, "Orbital trees"). The fixtures are
# the two parts of 4^3 < 8 (cube-orbital-bb --n 4 --d 3 --target 8
# --split-depth 2 --parts 2 --certificate, cliques-4-3.txt the maximal
# cliques of lab/scripts/cube_clique_lp.py --write-cliques).
set(QH_ORBITAL_TREES ${CMAKE_CURRENT_SOURCE_DIR}/orbital_tree)
add_test(NAME "lab cli: check-orbital-tree certifies 4^3 < 8 from two parts"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 0
                 "4\\^3 holds fewer than 8 queens: certified by 2 parts \\(split depth 2\\)" ""
                 -- $<TARGET_FILE:queens-lab> check-orbital-tree ${QH_ORBITAL_TREES}/part-0.tree
                 ${QH_ORBITAL_TREES}/part-1.tree)
add_test(NAME "lab cli: check-orbital-tree refuses a part missing"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 1
                 "part 1 of 2 is missing: the parts do not cover the tree" ""
                 -- $<TARGET_FILE:queens-lab> check-orbital-tree ${QH_ORBITAL_TREES}/part-0.tree)
add_test(NAME "lab cli: check-orbital-tree refuses the same part twice"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 1 "part 0 again" ""
                 -- $<TARGET_FILE:queens-lab> check-orbital-tree ${QH_ORBITAL_TREES}/part-0.tree
                 ${QH_ORBITAL_TREES}/part-0.tree)
add_test(NAME "lab cli: check-orbital-tree refuses a file that is not a tree"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 1 "not an orbital tree" ""
                 -- $<TARGET_FILE:queens-lab> check-orbital-tree ${QH_ORBITAL_TREES}/cliques-4-3.txt)
# A case of orbital_tree_case.sh: MODE tamper (a spoilt tree) or records (a
# spoilt parts table), KIND the spoiling, REGEX what stdout must match.
function(qh_orbital_case mode title kind regex)
  add_test(NAME "lab cli: check-orbital-tree ${title}"
           COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/orbital_tree_case.sh ${mode}
                   $<TARGET_FILE:queens-lab> ${QH_ORBITAL_TREES} ${kind} "${regex}")
endfunction()
function(qh_orbital_tamper name kind regex)
  qh_orbital_case(tamper "refuses ${name}" ${kind} "${regex}")
endfunction()
qh_orbital_tamper("a lowered weight" weight "part-0.tree line [0-9]+: (free cell [0-9]+ is covered less than once|the cover does not bring)")
qh_orbital_tamper("a set that is not a clique" clique "set [0-9]+ is not a clique: cells 0 and 6 do not share a line")
qh_orbital_tamper("a tree cut short" truncated "part-0.tree line [0-9]+: the file ends before the tree does")
qh_orbital_tamper("a target the covers do not prove" target "the cover does not bring the bound below 7")
# End to end where Clp is installed (cube-orbital-bb is built): 4^3 < 8 in
# one part and in three, each part's tree certified.
if(TARGET cube-orbital-bb)
  foreach(parts 1 3)
    add_test(NAME "lab: cube-orbital-bb --certificate 4^3 < 8 in ${parts} part(s) is certified"
             COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/orbital_tree_case.sh run
                     $<TARGET_FILE:queens-lab> $<TARGET_FILE:cube-orbital-bb>
                     ${QH_ORBITAL_TREES}/cliques-4-3.txt 4 3 8 ${parts} 2)
  endforeach()
endif()
# --partial checks the parts given and prints each one's hash of the shared
# tree, so parts run at different times can be shown to agree; it certifies
# nothing until every part is there.
add_test(NAME "lab cli: check-orbital-tree --partial checks one part without claiming"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 0
                 "^1 of 2 parts of 4\\^3 < 8 checked and passed; not certified" ""
                 -- $<TARGET_FILE:queens-lab> check-orbital-tree --partial ${QH_ORBITAL_TREES}/part-1.tree)
add_test(NAME "lab cli: check-orbital-tree --partial prints each part's shared-tree hash"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 0
                 "^part 1 of 2 \\(.*part-1.tree\\): passed, 5 nodes, 2 leaf covers exact, tree above depth 2 sha256 [0-9a-f]{64}$" ""
                 -- $<TARGET_FILE:queens-lab> check-orbital-tree --partial ${QH_ORBITAL_TREES}/part-1.tree)
# --records: a parts table, one row per part that passed --partial on its
# own (lab/certify/orbital_parts.hpp), certifies the bound when every part
# is there once with one tree above the split depth.
add_test(NAME "lab cli: check-orbital-tree --records certifies 4^3 < 8 from its parts table"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 0
                 "^4\\^3 holds fewer than 8 queens: certified by the recorded checks of 2 parts \\(split depth 2\\).* sha256 559de0f4" ""
                 -- $<TARGET_FILE:queens-lab> check-orbital-tree --records ${QH_ORBITAL_TREES}/parts-4-3.tsv)
function(qh_orbital_records name kind regex)
  qh_orbital_case(records "--records ${name}" ${kind} "${regex}")
endfunction()
qh_orbital_records("certifies nothing with a part missing" missing "^1 of 2 parts of 4\\^3 < 8 recorded as checked; not certified")
qh_orbital_records("refuses a part twice" twice "line [0-9]+: part 0 again")
qh_orbital_records("refuses parts with different trees above the split" shared "part 1's tree above depth 2 differs")
qh_orbital_records("refuses a part whose check failed" failed "part 1 has no passed check-orbital-tree --partial")
qh_orbital_records("refuses a part that ran out of time" unfinished "part 1 ended 'unknown'")
add_test(NAME "lab cli: check-orbital-tree --records refuses a file that is not a parts table"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 1 "part-0.tree line 1: no '# orbital-tree: " ""
                 -- $<TARGET_FILE:queens-lab> check-orbital-tree --records ${QH_ORBITAL_TREES}/part-0.tree)
