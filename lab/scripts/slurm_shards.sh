#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A Slurm job array running one queens-lab job in K shards, one array task a
# shard (docs/lab/scale-out.md). Submit, then merge when all tasks are done:
#
#   sbatch --array=0-15 lab/scripts/slurm_shards.sh OUTDIR 16 cube --n 5 --d 3 --refute 14
#   build/queens-lab merge OUTDIR/part-*.txt
#
# Each task writes OUTDIR/part-I.txt (the shard's result, behind its header)
# and OUTDIR/part-I.log (stderr: progress, timings). Outside Slurm, set
# SLURM_ARRAY_TASK_ID yourself to run one part. QUEENS_LAB overrides the
# program (default: build/queens-lab under the submit directory).
#SBATCH --job-name=queens-lab-shard
#SBATCH --cpus-per-task=1
#SBATCH --time=04:00:00
#SBATCH --output=/dev/null
set -euo pipefail
if [ $# -lt 3 ]; then
  echo "usage: sbatch --array=0-(K-1) slurm_shards.sh OUTDIR K QUEENS-LAB-ARGS..." >&2
  exit 2
fi
out=$1
count=$2
shift 2
index=${SLURM_ARRAY_TASK_ID:?"not an array task: set SLURM_ARRAY_TASK_ID (0..K-1)"}
lab=${QUEENS_LAB:-${SLURM_SUBMIT_DIR:-.}/build/queens-lab}
mkdir -p "$out"
/usr/bin/time -f "part $index/$count: %e s wall, %U s user, %S s system" \
  "$lab" "$@" --shard "$index/$count" > "$out/part-$index.txt" 2> "$out/part-$index.log"
