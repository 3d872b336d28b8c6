"""Compiles and runs every program of a results.jsonl bare (no sandbox), sequentially, with the
toolchains' own flags, and compares the total with the engine's wall time for the same run."""
import json, os, shutil, subprocess, sys, tempfile, time

results_file, cores, engine_wall = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
home = os.path.expanduser("~")
rustc = subprocess.run([shutil.which("rustc") or f"{home}/.cargo/bin/rustc", "--print", "sysroot"],
                       capture_output=True, text=True).stdout.strip() + "/bin/rustc"
python = subprocess.run(["python3", "-c", "import sys; print(sys.executable)"], capture_output=True, text=True).stdout.strip()
steps = {
    "python": ("main.py", [python, "-I", "-c", "import sys; compile(open(sys.argv[1]).read(), sys.argv[1], 'exec')", "main.py"], [python, "-I", "-B", "main.py"]),
    "c": ("main.c", ["gcc", "-O2", "-pipe", "-std=c17", "-o", "main", "main.c", "-lm"], ["./main"]),
    "cpp": ("main.cpp", ["g++", "-O2", "-pipe", "-std=c++17", "-o", "main", "main.cpp"], ["./main"]),
    "java": ("Main.java", ["javac", "-J-Xmx512m", "-J-XX:+UseSerialGC", "-J-XX:TieredStopAtLevel=1", "-encoding", "UTF-8", "-d", ".", "Main.java"],
             ["java", "-Xmx256m", "-Xss16m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", ".", "Main"]),
    "javascript": ("main.js", ["node", "--check", "main.js"], ["node", "main.js"]),
    "rust": ("main.rs", [rustc, "-O", "--edition", "2021", "-o", "main", "main.rs"], ["./main"]),
    "go": ("main.go", ["go", "build", "-o", "main", "main.go"], ["./main"]),
}
records = [json.loads(line) for line in open(results_file)]
bare = 0.0
engine_steps = 0.0
by_language = {}
for r in records:
    engine_steps += (r["compile_ms"] + r["run_ms"]) / 1000
    sums = by_language.setdefault(r["language"], [0.0, 0.0, 0.0, 0.0])
    sums[0] += r["compile_ms"] / 1000
    sums[1] += r["run_ms"] / 1000
    source, compile_cmd, run_cmd = steps[r["language"]]
    with tempfile.TemporaryDirectory() as d:
        open(os.path.join(d, source), "w").write(r["code"])
        env = dict(os.environ, GOCACHE=os.path.join(d, "gocache"), GO111MODULE="off", GOPATH=os.path.join(d, "gopath"))
        t = time.monotonic()
        subprocess.run(compile_cmd, cwd=d, env=env, capture_output=True, check=True)
        compiled = time.monotonic()
        subprocess.run(run_cmd, cwd=d, env=env, capture_output=True, check=True)
        bare += time.monotonic() - t
        sums[2] += compiled - t
        sums[3] += time.monotonic() - compiled
print(f"instances:                              {len(records)}")
print(f"engine run, wall (Maven + Surefire):    {engine_wall:7.1f} s")
print(f"engine compile+run steps, summed:       {engine_steps:7.1f} s  (/{cores} cores = {engine_steps / cores:.1f} s)")
print(f"bare compile+run, sequential:           {bare:7.1f} s  (/{cores} cores = {bare / cores:.1f} s)")
print(f"engine wall / (bare / cores):           {engine_wall / (bare / cores):7.2f}")
print(f"bare sequential / engine wall:          {bare / engine_wall:7.2f}")
print("seconds summed     engine: compile    run     bare: compile    run")
for language, (ec, er, bc, br) in sorted(by_language.items(), key=lambda item: -item[1][2]):
    print(f"{language:<12} {ec:20.1f} {er:6.1f} {bc:16.1f} {br:6.1f}")
