# SPDX-License-Identifier: MIT
# queens-lab walls: command-line cases (tests/lab/run_lab_case.sh; the
# helpers and the case folder come from nqueens.cmake when it ran first).
set(QH_LAB_RUN ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh)
set(QH_LAB_CASES ${CMAKE_CURRENT_BINARY_DIR}/lab_cases)
file(MAKE_DIRECTORY ${QH_LAB_CASES})
# The document's 2-wall board of value 10: walls at (1,3) and (2,5).
file(WRITE ${QH_LAB_CASES}/walls_doc10.txt "kind: walls\n........\n...#....\n.....#..\n........\n........\n........\n........\n........\n")
file(WRITE ${QH_LAB_CASES}/walls9.txt "kind: walls\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n")
file(WRITE ${QH_LAB_CASES}/walls_given.txt "kind: walls\nQ . Q .\n. . . .\n. . . .\n. . . .\n")

function(qh_lab_walls_case name exit out_re err_re)
  add_test(NAME "lab cli: ${name}" COMMAND ${QH_LAB_RUN} ${exit} "${out_re}" "${err_re}" -- ${ARGN})
endfunction()

set(QL $<TARGET_FILE:queens-lab>)
qh_lab_walls_case("walls value: the document's 10" 0 "value: 10 \\(exact\\)" "" ${QL} walls value ${QH_LAB_CASES}/walls_doc10.txt)
qh_lab_walls_case("walls value json" 0 "\"value\":10,\"optimal_placements\":1" "" ${QL} walls value --json ${QH_LAB_CASES}/walls_doc10.txt)
qh_lab_walls_case("walls value: given queens see each other" 2 "" "two given queens see each other" ${QL} walls value ${QH_LAB_CASES}/walls_given.txt)
qh_lab_walls_case("walls value: 9x9 refused" 2 "" "up to 8x8" ${QL} walls value ${QH_LAB_CASES}/walls9.txt)
qh_lab_walls_case("walls enumerate 6x6 2 walls" 0 "^size,walls,value,class_size,optimal_placements,wall_cells,queens" "93 classes, 630 boards \\(of 630\\), exact" ${QL} walls enumerate --size 6 --walls 2 -j 2)
qh_lab_walls_case("walls enumerate 8x8 2 walls summary" 0 "8,2,10,6,38" "" ${QL} walls enumerate --size 8 --walls 2 --summary -j 2)
qh_lab_walls_case("walls enumerate --verify" 0 "6,2,7," "the SAT model agrees \\(0 disagreements\\)" ${QL} walls enumerate --size 6 --walls 2 --summary --verify -j 2)
qh_lab_walls_case("walls enumerate size 9 refused" 2 "" "--size must be 1 to 8" ${QL} walls enumerate --size 9 --walls 2)
qh_lab_walls_case("walls enumerate needs --walls" 2 "" "walls" ${QL} walls enumerate --size 6)
qh_lab_walls_case("walls fewest-walls 6x6 9 queens" 0 "9 queens: 6 walls \\(exact\\)" "" ${QL} walls fewest-walls --size 6 --queens 9 --no-count)
qh_lab_walls_case("walls fewest-walls impossible" 0 "impossible" "" ${QL} walls fewest-walls --size 4 --queens 5)
qh_lab_walls_case("walls fewest-walls bad method" 2 "" "method" ${QL} walls fewest-walls --size 6 --queens 7 --method guess)
qh_lab_walls_case("walls puzzles 5x5" 0 "^size,walls,puzzles" "" ${QL} walls puzzles --size 5 --max-walls 2 --summary -j 2)
qh_lab_walls_case("walls puzzles: too many walls" 2 "" "--max-walls must be 0 to 16" ${QL} walls puzzles --size 8 --max-walls 40)
