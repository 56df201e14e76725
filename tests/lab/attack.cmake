# SPDX-License-Identifier: MIT
# Command-line cases of queens-lab attack, cube and verify (attack_case.sh
# says what each mode checks). Small instances only: CI runs these under
# ASan+UBSan too; the reproductions live in bench/lab/attack-cube.sh.
find_program(QH_BASH bash REQUIRED)
set(QH_LAB_ATTACK_RUNNER ${CMAKE_CURRENT_SOURCE_DIR}/attack_case.sh)
set(QH_LAB_ATTACK_WORK ${CMAKE_CURRENT_BINARY_DIR}/attack-work)

function(qh_lab_attack_case name mode fragment)
  add_test(NAME lab.${name}
           COMMAND ${QH_BASH} ${QH_LAB_ATTACK_RUNNER} $<TARGET_FILE:queens-lab>
                   ${QH_LAB_ATTACK_WORK}/${name} ${mode} ${fragment} ${ARGN})
  set_tests_properties(lab.${name} PROPERTIES LABELS "lab;attack" TIMEOUT 60)
endfunction()

set(W ${CMAKE_CURRENT_SOURCE_DIR}/attack_witnesses)
qh_lab_attack_case(attack.q3-8 ok "Q_3(8) = 18 (exact" attack --k 3 --n 8)
qh_lab_attack_case(attack.q1-6-count ok "# optimal solutions:" attack --k 1 --n 6 --count)
qh_lab_attack_case(attack.at-most ok "q_2(5) =" attack --k 2 --n 5 --at-most)
qh_lab_attack_case(attack.symmetry ok "Q_3(7) = 16 (exact" attack --k 3 --n 7 --symmetry)
qh_lab_attack_case(attack.q1-12-pair-hint ok "Q_1(12) = 16 (exact" attack --k 1 --n 12)
qh_lab_attack_case(attack.quarter-turn ok "quarter-turn symmetric search" attack --k 3 --n 9 --symmetric-under quarter-turn)
qh_lab_attack_case(attack.q3-quarter-turn-at-bound ok "Q_3(32) = 76 (exact" attack --k 3 --n 32 --symmetric-under quarter-turn --first-conflicts 1000000000)
qh_lab_attack_case(attack.mirror-json out "\"symmetry\":\"mirror\"" attack --k 3 --n 6 --symmetric-under mirror --json)
qh_lab_attack_case(attack.bad-symmetric-under bad "--symmetric-under" attack --k 1 --n 8 --symmetric-under spiral)
qh_lab_attack_case(attack.two-symmetries bad "--symmetric-under mirror" attack --k 1 --n 8 --symmetry --symmetric-under mirror)
qh_lab_attack_case(attack.pair-structure-quarter-turn ok "pair-structure SAT, quarter-turn symmetric boards, 1 SAT calls" attack --k 1 --n 18 --pair-structure --symmetric-under quarter-turn)
qh_lab_attack_case(attack.pair-structure-quarter-turn-none fail "\"status\":\"unknown\",\"symmetric_search\":true,\"symmetry\":\"quarter-turn\"" attack --k 1 --n 8 --pair-structure --symmetric-under quarter-turn --json)
qh_lab_attack_case(attack.seed ok "line-end bound 18\; seed 7\; 1 SAT calls" attack --k 3 --n 8 --seed 7)
qh_lab_attack_case(attack.pair-structure-seed-json out "\"seed\":3" attack --k 1 --n 18 --pair-structure --seed 3 --json)
qh_lab_attack_case(attack.bad-seed bad "--seed" attack --k 1 --n 8 --seed -1)
qh_lab_attack_case(attack.pair-structure-symmetry bad "--pair-structure" attack --k 1 --n 8 --pair-structure --symmetry)
qh_lab_attack_case(attack.json out "\"status\":\"exact\"" attack --k 2 --n 6 --json)
qh_lab_attack_case(attack.bad-k bad "--k" attack --k 9 --n 8)
qh_lab_attack_case(attack.bad-n bad "--n" attack --k 1 --n 0)
qh_lab_attack_case(attack.too-big bad "--n" attack --k 3 --n 129)
qh_lab_attack_case(attack.bad-timeout bad "--timeout" attack --k 1 --n 8 --timeout -1)
qh_lab_attack_case(attack.count-symmetry bad "--symmetry" attack --k 1 --n 8 --count --symmetry)
qh_lab_attack_case(cube.n4-d3 ok "cube 4^3 = 7 (exact" cube --n 4 --d 3)
qh_lab_attack_case(cube.inequalities ok "layer bound 4, sub-cube bound 4" cube --n 4 --d 3 --inequalities)
qh_lab_attack_case(cube.n3-d3-count ok "16 in all (exact)" cube --n 3 --d 3 --count)
qh_lab_attack_case(cube.json out "\"value\":6" cube --n 3 --d 4 --json)
qh_lab_attack_case(cube.bad-d bad "--d" cube --n 3 --d 0)
qh_lab_attack_case(cube.too-big bad "has more than 20000 cells" cube --n 64 --d 4)
qh_lab_attack_case(cube.too-big-3d bad "28^3 has more than 20000 cells" cube --n 28 --d 3)
qh_lab_attack_case(verify.good out "ok: 4 queens" verify ${W}/good-cube.txt)
qh_lab_attack_case(verify.attacking fail "FAILED: queen (1,1,1) attacks 1 others" verify ${W}/bad-cube.txt)
qh_lab_attack_case(verify.missing bad "no-such-file.txt: cannot open" verify ${W}/no-such-file.txt)
qh_lab_attack_case(verify.malformed bad "malformed.txt:4:" verify ${W}/malformed.txt)

# Every attack witness the docs cite from bench/lab/attack_witnesses/ (the
# boards behind the exact Q_1 and Q_3 values past the plain search) passes
# the independent checker.
file(GLOB QH_ATTACK_WITNESSES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/bench/lab/attack_witnesses/*.txt)
# The file name qK-N-V.txt states the value: the board must have V queens.
foreach(witness IN LISTS QH_ATTACK_WITNESSES)
  get_filename_component(witness_name ${witness} NAME_WE)
  string(REGEX MATCH "[0-9]+$" witness_queens ${witness_name})
  qh_lab_attack_case(attack-witness.${witness_name} out ": ok: ${witness_queens} queens on " verify
                     ${witness})
endforeach()

# lab/scripts/attack_q1_derive.py, which derived some of those boards from
# others (docs/lab/attack.md, "Shipped witnesses"); under a second.
find_program(QH_PYTHON3 python3)
if(QH_PYTHON3)
  add_test(NAME lab.attack.q1-derive
           COMMAND ${QH_BASH} ${CMAKE_CURRENT_SOURCE_DIR}/q1_derive.sh ${QH_PYTHON3}
                   $<TARGET_FILE:queens-lab> ${PROJECT_SOURCE_DIR}
                   ${QH_LAB_ATTACK_WORK}/q1-derive)
  set_tests_properties(lab.attack.q1-derive PROPERTIES LABELS "lab;attack" TIMEOUT 60)
  # lab/scripts/attack_found_again.py: the docs' found-again table and two
  # boards found again by their recorded commands; a few seconds.
  add_test(NAME lab.attack.found-again
           COMMAND ${QH_BASH} ${CMAKE_CURRENT_SOURCE_DIR}/found_again.sh ${QH_PYTHON3}
                   $<TARGET_FILE:queens-lab> ${PROJECT_SOURCE_DIR}
                   ${QH_LAB_ATTACK_WORK}/found-again)
  set_tests_properties(lab.attack.found-again PROPERTIES LABELS "lab;attack" TIMEOUT 120)
endif()
