# queens-lab cube --improve: command-line cases of the large-neighbourhood
# search (tests/lab/run_lab_case.sh). Small boards only: the long runs live
# in bench/lab/cube_improve.sh.
function(qh_lab_improve_case name exit out_re err_re)
  add_test(NAME "lab cli: cube improve ${name}"
           COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh ${exit} "${out_re}" "${err_re}"
                   -- $<TARGET_FILE:queens-lab> cube ${ARGN})
endfunction()

qh_lab_improve_case("6^3 from empty" 1 "cube 6\\^3 = 21 \\(lower bound" "improve: 21 queens"
                    --n 6 --d 3 --improve --improve-from empty --improve-seed 2 --improve-calls 300)
qh_lab_improve_case("5^3 modular 12 to 13, json" 1 "\"lower\":13,\"method\":\"lns\".*\"seed\":12," "improve: 13 queens"
                    --n 5 --d 3 --improve --improve-calls 20 --json)
qh_lab_improve_case("unknown move" 2 "" "unknown neighbourhood 'spiral'"
                    --n 5 --d 3 --improve --improve-moves spiral)
qh_lab_improve_case("with count" 2 "" "does not go with --count" --n 5 --d 3 --improve --count)
qh_lab_improve_case("with seed" 2 "" "does not go with --count, --split or --seed"
                    --n 5 --d 3 --improve --seed central)
qh_lab_improve_case("wrong board file" 2 "" "is not a witness of the 6\\^3 cube"
                    --n 6 --d 3 --improve --improve-from
                    ${PROJECT_SOURCE_DIR}/bench/lab/cube_witnesses/cube-7-3-32.txt)
