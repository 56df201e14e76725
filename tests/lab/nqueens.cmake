# SPDX-License-Identifier: MIT
# queens-lab nqueens: command-line cases (tests/lab/run_lab_case.sh).
set(QH_LAB_RUN ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh)
set(QH_LAB_CASES ${CMAKE_CURRENT_BINARY_DIR}/lab_cases)
file(MAKE_DIRECTORY ${QH_LAB_CASES})
file(WRITE ${QH_LAB_CASES}/completion6.txt "kind: completion\n. Q . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n")
file(WRITE ${QH_LAB_CASES}/walls4.txt "kind: walls\n. . . .\n. # . .\n. . . .\n. . . .\n")

function(qh_lab_case name exit out_re err_re)
  add_test(NAME "lab cli: ${name}" COMMAND ${QH_LAB_RUN} ${exit} "${out_re}" "${err_re}" -- ${ARGN})
endfunction()

qh_lab_case("nqueens count 8" 0 "^n=8: 92 solutions \\(exact\\)" "" $<TARGET_FILE:queens-lab> nqueens count 8 -j 2)
qh_lab_case("nqueens count 10 json" 0 "\"count\":724" "" $<TARGET_FILE:queens-lab> nqueens count 10 --json -j 1)
qh_lab_case("nqueens completion board" 0 ": 1 solutions \\(exact\\)" "" $<TARGET_FILE:queens-lab> nqueens count --board ${QH_LAB_CASES}/completion6.txt)
qh_lab_case("nqueens N 0 is bad input" 2 "" "N must be 1 to 26" $<TARGET_FILE:queens-lab> nqueens count 0)
qh_lab_case("nqueens no N" 2 "" "give N or --board" $<TARGET_FILE:queens-lab> nqueens count)
qh_lab_case("nqueens missing board" 2 "" "nope.txt: cannot read" $<TARGET_FILE:queens-lab> nqueens count --board ${QH_LAB_CASES}/nope.txt)
qh_lab_case("nqueens walls board refused" 2 "" "takes completion or blocked boards" $<TARGET_FILE:queens-lab> nqueens count --board ${QH_LAB_CASES}/walls4.txt)
qh_lab_case("nqueens N and board disagree" 2 "" "N is 7 but" $<TARGET_FILE:queens-lab> nqueens count 7 --board ${QH_LAB_CASES}/completion6.txt)
qh_lab_case("nqueens timeout says unknown" 1 "unknown" "" $<TARGET_FILE:queens-lab> nqueens count 24 --timeout 0.2 -j 2)
