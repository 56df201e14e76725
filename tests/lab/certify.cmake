# SPDX-License-Identifier: MIT
# Certificates (docs/lab/certificates.md) and scale-out (docs/lab/scale-out.md).

# The quick claims of bench/lab/certificates re-checked as CI does: each
# witness by the naive checker, each unsat step's CNF re-derived and
# re-solved by a second solver (picosat) or checked by drat-trim.
add_test(NAME "lab cli: check-proof quick certificates"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 0 " claims checked, 0 failed" ""
                 -- $<TARGET_FILE:queens-lab> check-proof --quick
                 ${PROJECT_SOURCE_DIR}/bench/lab/certificates)
set_tests_properties("lab cli: check-proof quick certificates" PROPERTIES TIMEOUT 300)
# A tampered certificate fails: the claim's instance no longer hashes to its
# stated CNF, and a claim whose evidence does not reach its bound fails.
add_test(NAME "lab cli: check-proof refuses tampered certificates"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 1 "3 claims checked, 3 failed" ""
                 -- $<TARGET_FILE:queens-lab> check-proof ${CMAKE_CURRENT_SOURCE_DIR}/tampered_certificates)
# A layer-split certificate (4^3 = 7: a part per layer-count vector at 8,
# the 2-layer window from its own box claim): the program enumerates the
# vectors and checks the parts cover them; with one part removed it names
# the uncovered vector.
add_test(NAME "lab cli: check-proof a layer split"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 0
                 "each have a part, or their reverse; 9 parts refuted" ""
                 -- $<TARGET_FILE:queens-lab> check-proof --jobs 2 ${CMAKE_CURRENT_SOURCE_DIR}/split_certificates)
add_test(NAME "lab cli: check-proof one shard of a split's parts"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 0
                 "3 parts refuted .*; shard 1/3: only the parts it owns, of 9" ""
                 -- $<TARGET_FILE:queens-lab> check-proof --shard 1/3 ${CMAKE_CURRENT_SOURCE_DIR}/split_certificates)
# The window claims are checked by shard 0 alone (the claim holds only when
# every shard passes); the others say so.
add_test(NAME "lab cli: check-proof leaves a split's window claims to shard 0"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 0
                 "windows 2:4 from their box claims, checked by shard 0\\) each have a part" ""
                 -- $<TARGET_FILE:queens-lab> check-proof --shard 2/3 ${CMAKE_CURRENT_SOURCE_DIR}/split_certificates)
add_test(NAME "lab cli: check-proof refuses a split with a part missing"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 1
                 "1 of 9 layer-count vectors have no part, e.g. 2,2,0,4" ""
                 -- $<TARGET_FILE:queens-lab> check-proof ${CMAKE_CURRENT_SOURCE_DIR}/tampered_split)
# A box split (docs/lab/certificates.md, "Box splits"): 4^3 = 7 by a layer
# split whose 3-layer window 3x4x4 <= 6 is proven by a split of the box
# (4 box-part CNFs at 7 along a 4-side, its own windows refuted directly);
# under shards each refutes its share of both splits; with one part of the
# box split removed, the box claim and the cube claim that uses it fail.
add_test(NAME "lab cli: check-proof a box split"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 0
                 "windows 2:4 3:6 from their box claims, checked\\) each have a part, or their reverse; 6 parts refuted" ""
                 -- $<TARGET_FILE:queens-lab> check-proof --jobs 2 ${CMAKE_CURRENT_SOURCE_DIR}/box_split_certificates)
add_test(NAME "lab cli: check-proof one shard of a box split"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 0
                 "their splits checked for this shard, the others by shard 0\\) each have a part.*; window box-3-4-4, upper 6: layer split at 7 \\(box-3-4-4-split-7.json\\): the 4 layer-count vectors" ""
                 -- $<TARGET_FILE:queens-lab> check-proof --shard 1/3 --only cube-4-3
                 ${CMAKE_CURRENT_SOURCE_DIR}/box_split_certificates)
add_test(NAME "lab cli: check-proof refuses a box split with a part missing"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 1
                 "1 of 4 layer-count vectors have no part, e.g. 2,1,2,2" ""
                 -- $<TARGET_FILE:queens-lab> check-proof ${CMAKE_CURRENT_SOURCE_DIR}/tampered_box_split)
add_test(NAME "lab cli: check-proof refuses a cube split on a broken box split"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 1
                 "window claim box-3-4-4 does not prove 6" ""
                 -- $<TARGET_FILE:queens-lab> check-proof --only cube-4-3
                 ${CMAKE_CURRENT_SOURCE_DIR}/tampered_box_split)
add_test(NAME "lab cli: check-proof bad --solver"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 2 "" "--solver"
                 -- $<TARGET_FILE:queens-lab> check-proof --solver glucose
                 ${CMAKE_CURRENT_SOURCE_DIR}/box_split_certificates)
add_test(NAME "lab cli: check-proof bad directory"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 2 "" "not a directory"
                 -- $<TARGET_FILE:queens-lab> check-proof /nonexistent/certificates)
add_test(NAME "lab cli: certify a satisfiable instance"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 1 "" "is satisfiable"
                 -- $<TARGET_FILE:queens-lab> certify --instance "cube n=3 d=3 at-least=4"
                 --name sat --out ${CMAKE_CURRENT_BINARY_DIR}/certify-scratch)
add_test(NAME "lab cli: certify a bad instance"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 2 "" "unknown instance kind"
                 -- $<TARGET_FILE:queens-lab> certify --instance "torus n=3" --name x)

# 4 shards under GNU parallel merge to the single run (skipped without parallel).
add_test(NAME "lab cli: shards under GNU parallel merge to the single run"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/shard_parallel.sh $<TARGET_FILE:queens-lab>
                 $<TARGET_FILE:queens-hint> ${PROJECT_SOURCE_DIR})
set_tests_properties("lab cli: shards under GNU parallel merge to the single run"
                     PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 300)
add_test(NAME "lab cli: bad shard"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 2 "" "want I/K"
                 -- $<TARGET_FILE:queens-lab> walls enumerate --size 4 --walls 2 --shard 4/4)

# make_certificates.py: a split claim waits for its window claims, and
# --resume writes only what is missing (the fixture of box_split_certificates).
add_test(NAME "lab script: make_certificates.py window guard and --resume"
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/make_certificates_resume.sh ${PROJECT_BINARY_DIR}
                 ${PROJECT_SOURCE_DIR})
set_tests_properties("lab script: make_certificates.py window guard and --resume"
                     PROPERTIES TIMEOUT 300)
