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
