# SPDX-License-Identifier: MIT
# queens-lab cube: command-line cases of the layer split, the invariant
# search and --improve (tests/lab/run_lab_case.sh). Small boards only: the
# reproductions live in bench/lab/cube_runs.sh.
function(qh_lab_cube_case name exit out_re err_re)
  add_test(NAME "lab cli: cube ${name}"
           COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh ${exit} "${out_re}" "${err_re}"
                   -- $<TARGET_FILE:queens-lab> cube ${ARGN})
endfunction()

qh_lab_cube_case("split 5^3" 0 "cube 5\\^3 = 13 \\(exact; bounds 13\\.\\.13.*windows 2:" ""
                 --n 5 --d 3 --split --plain-conflicts 0 --threads 2)
qh_lab_cube_case("split json" 0 "\"status\":\"exact\".*\"window_bounds\":\\[0,4,4,6\\]" ""
                 --n 4 --d 3 --split --plain-conflicts 0 --json)
qh_lab_cube_case("seed central" 0 "cube 5\\^3 = 13 \\(exact" "invariant placement of" --n 5 --d 3 --seed central)
qh_lab_cube_case("invariant is a lower bound" 1 "\\(lower bound" "" --n 6 --d 3 --invariant central)
qh_lab_cube_case("unknown symmetry" 2 "" "unknown symmetry 'spin'" --n 5 --d 3 --seed spin)
qh_lab_cube_case("threads 0" 2 "" "--threads" --n 5 --d 3 --split --threads 0)
qh_lab_cube_case("split count 4^3" 0 "30 up to symmetry, 1344 in all \\(exact\\)" ""
                 --n 4 --d 3 --split --plain-conflicts 0 --count --threads 2)
qh_lab_cube_case("invariant with count" 2 "" "does not go with --count" --n 5 --d 3 --invariant central --count)
qh_lab_cube_case("seed modular 5^4" 1 "cube 5\\^4 = 38 \\(lower bound" "modular placement of 38 queens \\(p = 17\\)"
                 --n 5 --d 4 --invariant modular)

# --improve, the large-neighbourhood search (docs/lab/cube-improve.md).
qh_lab_cube_case("improve 6^3 from empty" 1 "cube 6\\^3 = 21 \\(lower bound" "improve: 21 queens"
                 --n 6 --d 3 --improve --improve-from empty --improve-seed 2 --improve-calls 300)
qh_lab_cube_case("improve 5^3 modular 12 to 13, json" 1 "\"lower\":13,\"method\":\"lns\".*\"seed\":12," "improve: 13 queens"
                 --n 5 --d 3 --improve --improve-calls 20 --json)
qh_lab_cube_case("improve unknown move" 2 "" "unknown neighbourhood 'spiral'"
                 --n 5 --d 3 --improve --improve-moves spiral)
qh_lab_cube_case("improve with count" 2 "" "does not go with --count" --n 5 --d 3 --improve --count)
qh_lab_cube_case("improve with seed" 2 "" "does not go with --count, --split or --seed"
                 --n 5 --d 3 --improve --seed central)
qh_lab_cube_case("improve wrong board file" 2 "" "is not a witness of the 6\\^3 cube"
                 --n 6 --d 3 --improve --improve-from
                 ${PROJECT_SOURCE_DIR}/bench/lab/cube_witnesses/cube-7-3-32.txt)

# Every witness the docs cite passes the independent checker.
file(GLOB QH_CUBE_WITNESSES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/bench/lab/cube_witnesses/*.txt)
foreach(witness IN LISTS QH_CUBE_WITNESSES)
  get_filename_component(witness_name ${witness} NAME_WE)
  add_test(NAME "lab cli: cube witness ${witness_name}"
           COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 0 ": ok: " ""
                   -- $<TARGET_FILE:queens-lab> verify ${witness})
endforeach()

# The plane-count split of lab/programs/cube_plane_split.cpp agrees with the
# box values plain SAT proves (5x5x2x2 = 8, 5x5x3x3 = 17), both ways.
if(QH_BUILD_BENCH)
  set(QH_PLANE_BOUNDS --bound 1,1,5 --bound 1,2,7 --bound 1,3,9 --bound 2,2,8 --bound 2,3,12)
  foreach(plane_case IN ITEMS "2;2;9;refuted: every matrix unsat, so at most 8 queens"
                              "2;2;8;placement found"
                              "3;3;18;refuted: every matrix unsat, so at most 17 queens"
                              "3;3;17;placement found")
    list(GET plane_case 0 rows)
    list(GET plane_case 1 cols)
    list(GET plane_case 2 target)
    list(GET plane_case 3 expect)
    set(bounds --bound 1,1,5 --bound 1,2,7)
    if(rows EQUAL 3)
      set(bounds ${QH_PLANE_BOUNDS})
    endif()
    add_test(NAME "lab cli: cube-plane-split ${rows}x${cols}x5x5 at ${target}"
             COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 0 "${expect}" ""
                     -- $<TARGET_FILE:cube-plane-split> --rows ${rows} --cols ${cols}
                     --target ${target} ${bounds})
  endforeach()
  add_test(NAME "lab cli: cube-plane-split bad bound"
           COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/run_lab_case.sh 2 "" "--bound 1,x: expected a,b,v"
                   -- $<TARGET_FILE:cube-plane-split> --rows 2 --cols 2 --target 9 --bound 1,x)
endif()
