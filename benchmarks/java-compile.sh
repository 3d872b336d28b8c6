#!/usr/bin/env bash
# Benchmark (issue 16): per-program Java compile cost in the sandbox, the javac CLI against one
# persistent javac worker, over every Java reference solution compiled one after another (no compile
# cache). Each mode runs in its own JVM; its CPU time (user + sys of the whole process tree) minus
# that of a JVM doing the same without compiling ("none": start-up, dataset, one empty sandbox step
# per program) is the compiles' CPU cost. With --reference-run it then times the cold full reference
# run (example suite, compile cache off) with algoreval.javacWorkers=false and =true.
# Usage: benchmarks/java-compile.sh [--reference-run]   (JAVA_COMPILE_PROGRAMS=n: only the first n programs)
set -euo pipefail
cd "$(dirname "$0")/.."
mvn="./mvnw -q -B -ntp"
$mvn -pl algoreval-engine -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/bench-classpath.txt >/dev/null
cp="algoreval-engine/target/test-classes:algoreval-engine/target/classes:toolchains/target/classes"
cp="$cp:algoreval-dataset/target/classes:$(cat algoreval-engine/target/bench-classpath.txt)"
python3 - "$cp" "${JAVA_COMPILE_PROGRAMS:-1000}" <<'PY'
import ctypes, os, resource, subprocess, sys, time
cp, limit = sys.argv[1], sys.argv[2]
# bwrap's outer process exits without reaping its sandbox's init, whose CPU time would then be lost to
# this rusage: as a child subreaper this process inherits and reaps every orphaned descendant.
PR_SET_CHILD_SUBREAPER = 36
if ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
    sys.exit("cannot become a child subreaper: the CPU times would miss the sandboxed compilers")
def reap_orphans():
    while True:
        try:
            os.waitpid(-1, 0)
        except ChildProcessError:
            return
def measure(mode):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    out = subprocess.run(["java", "-cp", cp, "dev.algoreval.engine.execution.JavaCompileBenchmark", mode, limit],
                         stdout=subprocess.PIPE, text=True, check=True).stdout.strip().splitlines()[-1]
    wall = time.monotonic() - start
    reap_orphans()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    fields = out.split()
    return {"line": out, "wall": wall, "cpu": cpu, "n": int(fields[1]),
            "compile_wall": int(fields[3]) / 1000 if len(fields) > 3 and fields[2] == "compile_wall_ms" else 0}
none, cli, worker = measure("none"), measure("cli"), measure("worker")
n = cli["n"]
print(f"Java programs compiled:                    {n}")
print(f"  cli:    {cli['line']}")
print(f"  worker: {worker['line']}")
cli_cpu, worker_cpu = (cli["cpu"] - none["cpu"]) / n, (worker["cpu"] - none["cpu"]) / n
cli_wall, worker_wall = cli["compile_wall"] / n, worker["compile_wall"] / n
print(f"compile wall per program, javac CLI:       {cli_wall * 1000:7.0f} ms")
print(f"compile wall per program, javac worker:    {worker_wall * 1000:7.0f} ms   ({cli_wall / worker_wall:.2f}x lower)")
print(f"compile CPU per program, javac CLI:        {cli_cpu * 1000:7.0f} ms")
print(f"compile CPU per program, javac worker:     {worker_cpu * 1000:7.0f} ms   ({cli_cpu / worker_cpu:.2f}x lower)")
print(f"(harness alone, mode none: {none['cpu']:.1f} s CPU, {none['wall']:.1f} s wall)")
PY
if [[ "${1:-}" == "--reference-run" ]]; then
  $mvn install -DskipTests >/dev/null
  run() {
    local start end
    start=$(date +%s%N)
    $mvn test -pl example-suite -Dmodel=reference -Dalgoreval.compileCache=off -Dalgoreval.javacWorkers="$1" \
      > "target/algoreval-java-compile-$1.log" 2>&1 || { tail -30 "target/algoreval-java-compile-$1.log" >&2; exit 1; }
    end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
  }
  mkdir -p target
  cli=$(run false)
  workers=$(run true)
  awk -v c="$cli" -v w="$workers" 'BEGIN {
    printf "cold reference run, javac CLI:             %6.1f s\n", c / 1000
    printf "cold reference run, javac workers:         %6.1f s   (%.2fx)\n", w / 1000, c / w }'
fi
